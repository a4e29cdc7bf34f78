import { defineEndpoint } from '../endpoint';
import { Type } from '../schema';
import { ContractAnswer, ContractPeriodName, ContractTier } from '../entities/agent';
import { RaffleDraw } from '../entities/promotions';

// Agent contract relays. SPEC §7 names them; the relay names follow the platform's SERVICE_operation
// style, the shapes are ours (sdk/contract/entities/agent.ts). SPEC §4's rules, enforced by the
// platform: an agent offers a contract of a kind to one of its direct downline agents; the downline
// accepts or rejects it; accepting replaces the downline's previous contract of that kind and ends
// every contract of that kind further down its line whose rate is above the new one; the offerer
// may withdraw an offer (cancel) or end a contract (terminate); an owed balance can be returned
// (paid by the upline). Refusals: error_not_agent, contract_not_found, contract_state (the action
// does not fit the contract's status), contract_tiers_invalid, contract_rate_exceeds (above the
// offerer's own rate of that kind), not_found (not a direct downline agent), feature_disabled (the
// kind's brand flag is off), insufficient_balance (returnBalance).

const ContractAction = Type.Object({
  action: Type.Union(
    ['list', 'offer', 'accept', 'reject', 'cancel', 'terminate', 'returnBalance'].map((a) => Type.Literal(a)),
  ),
  contractId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The direct downline agent an offer is for. */
  downline: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** An offer's tiers, thresholds rising and rates not falling (sdk/shared-rules/agent-contracts.ts). */
  tiers: Type.Optional(Type.Array(ContractTier, { minItems: 1, maxItems: 10 })),
  /** Kept for the first clients: a one-tier offer from 0 at this rate. */
  rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  period: Type.Optional(ContractPeriodName),
  /** Idempotency id of an offer or a returnBalance: the same id and content answers the same result. */
  requestId: Type.Optional(Type.String({ minLength: 8, maxLength: 64 })),
});

/**
 * @example
 * const { list, payouts } = await client.call(contract.dividendRequest, { action: 'list' });
 */
export const dividendRequest = defineEndpoint({
  name: 'dividendRequest',
  method: 'POST',
  path: '/wps/relay/ACS_dividendRequest',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'Dividend contracts (flag enableCt): a share of the downline team’s net loss each week, half month or ' +
    'month. Offer, accept, reject, cancel, terminate, return an owed balance, or list',
  request: ContractAction,
  response: ContractAnswer,
});

export const dailySalaryContract = defineEndpoint({
  name: 'dailySalaryContract',
  method: 'POST',
  path: '/wps/relay/ACS_dailySalaryContract',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'Daily salary contracts (flag salary): a share of the downline team’s valid bets each GMT+8 day. Offer, ' +
    'accept, reject, cancel, terminate, return an owed balance, or list',
  request: ContractAction,
  response: ContractAnswer,
});

export const hourlySalary = defineEndpoint({
  name: 'hourlySalary',
  method: 'POST',
  path: '/wps/relay/ACS_hourlySalary',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'Hourly salary contracts (flag hourSalary): a share of the downline team’s valid bets each hour. Offer, ' +
    'accept, reject, cancel, terminate, return an owed balance, or list',
  request: ContractAction,
  response: ContractAnswer,
});

export const realtimeSalary = defineEndpoint({
  name: 'realtimeSalary',
  method: 'POST',
  path: '/wps/relay/ACS_realtimeSalary',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'Real-time salary contracts: a share of the downline team’s valid bets, settled every 5 minutes. Offer, ' +
    'accept, reject, cancel, terminate, return an owed balance, or list',
  request: ContractAction,
  response: ContractAnswer,
});

export const raffleClaim = defineEndpoint({
  name: 'raffleClaim',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: 'required',
  caller: 'real-member',
  tag: 'common',
  summary:
    "Draws the prize of one of the member's raffle draws (earned from valid bets since signing up, or granted by the operator) and credits it to the main wallet through the ledger, from the operator's promotions budget. The same requestId answers the same draw; for another raffle 409 idempotency_conflict. Refusals: promotion_action_invalid (not a raffle), promotion_not_open, promotion_not_joined, raffle_no_draw (no draw waiting), promotion_unavailable",
  request: Type.Object({
    promotionId: Type.Integer(),
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
  }),
  // `prize` and `amount` as SPEC's relay answers; the rest is ours: which draw, and how many remain.
  response: Type.Object({
    ...RaffleDraw.properties,
    earned: Type.Integer({ minimum: 0 }),
    drawn: Type.Integer({ minimum: 0 }),
  }),
});
