import {
  dailySalaryContract,
  dividendRequest,
  hourlySalary,
  realtimeSalary,
} from '../contract/endpoints/agent';
import { fundsConsolidated } from '../contract/endpoints/wallet';
import type { RequestOf } from '../contract/endpoint';
import type { ContractAnswer, ContractKind, ContractPeriod, ContractTier } from '../contract/entities/agent';
import { requestIds } from '../rules/request-ids';
import { sendOnce } from './idempotent';
import type { Core } from './core';

/** Each kind of contract travels on its own relay (SPEC §7). */
const RELAYS = {
  dividend: dividendRequest,
  dailySalary: dailySalaryContract,
  hourlySalary: hourlySalary,
  realtimeSalary: realtimeSalary,
} as const;

type ContractRequest = RequestOf<typeof dividendRequest>;

/**
 * An offer to a direct downline agent; the runtime adds the idempotency `requestId`.
 *
 * @example
 * const offer: ContractOffer = { downline: 'agent42', tiers: [{ threshold: 0, rate: 1 }], period: 'daily' };
 * await croupier.agent.offerContract('dailySalary', offer);
 */
export interface ContractOffer {
  readonly downline: string;
  readonly tiers: readonly ContractTier[];
  readonly period: ContractPeriod;
}

/**
 * Agent contracts (SPEC §4, §7): dividend, daily, hourly and real-time salary, each offered by an
 * upline to a direct downline agent, accepted or rejected by it. The platform applies SPEC §4's
 * rules (accepting ends higher-rate contracts further down the line) and pays each period once.
 * Offers and balance returns carry the idempotency key of their content, so a double click or a
 * retry applies once.
 */
export function agentContractActions({ client }: Core, refreshBalance: () => Promise<void>) {
  const offerIds = requestIds();
  const returnIds = requestIds();
  const send = (kind: ContractKind, request: ContractRequest): Promise<ContractAnswer> =>
    client.call(RELAYS[kind], request);
  const act =
    (action: 'accept' | 'reject' | 'cancel' | 'terminate') => (kind: ContractKind, contractId: number) =>
      send(kind, { action, contractId });
  return {
    /**
     * The contracts of a kind the agent offered or holds, and their latest payouts.
     *
     * @example
     * const { list, payouts } = await croupier.agent.contracts('dailySalary');
     * const running = list.filter((contract) => contract.status === 'accepted');
     */
    contracts: (kind: ContractKind) => send(kind, { action: 'list' }),
    /**
     * Offers of each kind waiting for the agent's answer (SPEC §3 consolidated contract info, with
     * the member's money totals beside them).
     *
     * @example
     * const pending = await croupier.agent.pendingOffers();
     * const weekly = pending.divtypereq.weekly ?? []; // dividend offers by period; also dailysalreqtype, contracthoursalreq, realtimesalreqtype
     */
    pendingOffers: () => client.call(fundsConsolidated, {}),
    /**
     * Offers a contract to a direct downline agent.
     *
     * @example
     * await croupier.agent.offerContract('dividend', {
     *   downline: 'agent42',
     *   period: 'weekly',
     *   tiers: [{ threshold: 0, rate: 10 }, { threshold: 50000, rate: 15 }],
     * });
     */
    offerContract: (kind: ContractKind, offer: ContractOffer) =>
      sendOnce(offerIds, { kind, ...offer }, (requestId) =>
        send(kind, {
          action: 'offer',
          requestId,
          downline: offer.downline,
          tiers: [...offer.tiers],
          period: offer.period,
        }),
      ),
    /**
     * Accepts an offer made to the agent.
     *
     * @example
     * const me = croupier.state.session.value?.account;
     * const { list } = await croupier.agent.contracts('hourlySalary');
     * const offer = list.find((contract) => contract.status === 'offered' && contract.downline === me);
     * if (offer) await croupier.agent.acceptContract('hourlySalary', offer.contractId);
     */
    acceptContract: act('accept'),
    /**
     * Rejects an offer made to the agent.
     *
     * @example
     * await croupier.agent.rejectContract('dividend', 1042);
     */
    rejectContract: act('reject'),
    /**
     * Withdraws an offer the agent made.
     *
     * @example
     * await croupier.agent.cancelContract('dailySalary', 1042);
     */
    cancelContract: act('cancel'),
    /**
     * Ends a contract the agent offered.
     *
     * @example
     * await croupier.agent.terminateContract('realtimeSalary', 1042);
     */
    terminateContract: act('terminate'),
    /**
     * Pays what a contract owes its downline now, from the agent's wallet.
     *
     * @example
     * const { payouts } = await croupier.agent.returnBalance('dividend', 1042);
     */
    returnBalance: async (kind: ContractKind, contractId: number) => {
      const answer = await sendOnce(returnIds, { kind, contractId }, (requestId) =>
        send(kind, { action: 'returnBalance', contractId, requestId }),
      );
      await refreshBalance();
      return answer;
    },
  };
}
