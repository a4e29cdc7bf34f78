import type { ContractAnswer, ContractKind, RequestOf } from '@sdk/contract';
import type { dividendRequest } from '@sdk/contract';
import { memberOf } from '../../core/context';
import type { RequestContext } from '../../core/context';
import { badRequest } from '../../core/http/fault';
import type { HandlerTable } from '../../core/http/handler';
import { checkedRange } from '../records';
import { offer } from './offers';
import { requireContractAgent } from './kind-guard';
import { contractsOf } from './repository';
import { incomeOf, incomeTotals, payoutsOf } from './payouts-repository';
import { returnBalance } from './returns';
import { act } from './transitions';
import { contractView, incomeView, payoutView } from './views';
import { toAmount } from '../ledger';

/** What a relay answers: the caller's contracts of the kind (newest first) and their latest payouts. */
const LIST_LIMIT = 100;
const PAYOUTS_LIMIT = 50;
/** agentIncome lists this many payouts at most (a month of real-time salary is ~9,000); totals cover all. */
const INCOME_LIMIT = 1_000;

async function answer(ctx: RequestContext, accountId: number, kind: ContractKind): Promise<ContractAnswer> {
  const { db } = ctx.sandbox;
  const [list, payouts] = await Promise.all([
    contractsOf(db, accountId, kind, LIST_LIMIT),
    payoutsOf(db, accountId, kind, PAYOUTS_LIMIT),
  ]);
  return { list: list.map(contractView), payouts: payouts.map(payoutView) };
}

/**
 * One relay per kind (SPEC §7), all alike: the kind's agent (requireContractAgent), then the
 * action. Every action answers the caller's list as it now stands, so the page redraws from one
 * answer.
 */
const relay =
  (kind: ContractKind) =>
  async (input: RequestOf<typeof dividendRequest>, ctx: RequestContext): Promise<ContractAnswer> => {
    const member = await requireContractAgent(ctx, kind);
    const { sandbox } = ctx;
    const { accountId } = member;
    switch (input.action) {
      case 'list':
        break;
      case 'offer':
        await offer(sandbox, member, kind, input);
        break;
      case 'accept':
      case 'reject':
      case 'cancel':
      case 'terminate':
        await act(sandbox, accountId, kind, input.contractId, input.action);
        break;
      case 'returnBalance':
        await returnBalance(sandbox, accountId, kind, input.contractId, input.requestId);
        break;
      default:
        throw badRequest(`Unknown action ${input.action}`, { field: 'action' });
    }
    return answer(ctx, accountId, kind);
  };

export const contractHandlers: HandlerTable = {
  dividendRequest: relay('dividend'),
  dailySalaryContract: relay('dailySalary'),
  hourlySalary: relay('hourlySalary'),
  realtimeSalary: relay('realtimeSalary'),

  /** Every payout settled in the range that the agent received or paid, and the sums of them all. */
  async agentIncome(input, ctx) {
    const { accountId } = memberOf(ctx);
    const { db } = ctx.sandbox;
    const { start, end } = checkedRange(input, ctx.sandbox.now());
    const [rows, totals] = await Promise.all([
      incomeOf(db, accountId, start, end, INCOME_LIMIT),
      incomeTotals(db, accountId, start, end),
    ]);
    const { received, paid, owed_to_me: owedToMe } = totals!;
    return {
      list: rows.map((row) => incomeView(row, accountId)),
      totals: {
        received: toAmount(received),
        paid: toAmount(paid),
        net: toAmount(received - paid),
        owedToMe: toAmount(owedToMe),
      },
    };
  },
};
