import { defineEndpoint } from '@sdk/contract/endpoint';
import { Type } from '@sdk/contract/schema';
import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import { systemBalanceOf, toAmount } from '../../platform/ledger';
import { rebateReadout } from '../../platform/rebate';
import { standingOf } from '../../platform/vip';
import { accountIdOf } from './repository';

/**
 * A readout of what the manual rebate and VIP are made of, as the operator's back office shows
 * it: the rates per category, a member's valid bets since their last claim (the raw figures a
 * test multiplies itself), their turnover and level, and the promotions budget that pays both.
 */
const RebateReadout = Type.Object({
  username: Type.String(),
  /** Basis points per category, before the VIP bonus. */
  rates: Type.Record(Type.String(), Type.Integer()),
  /** Basis points the member's VIP level adds to every rate. */
  vipBonusBps: Type.Integer(),
  vipLevel: Type.Integer(),
  /** Cumulative valid turnover (decimal). */
  turnover: Type.Number(),
  /** The last claim's mark (epoch ms), null before the first. */
  since: Type.Union([Type.Integer(), Type.Null()]),
  /** Valid bets (decimal) per category settled after the mark. */
  validBets: Type.Record(Type.String(), Type.Number()),
  promotionsBudget: Type.Number(),
});

export const rebateSwitchEndpoints = {
  rebate: defineEndpoint({
    name: 'rebate',
    method: 'GET',
    path: '/sandbox/rebate',
    tag: 'sandbox',
    summary:
      "The rebate rates, a member's valid bets per category since their last claim, their VIP turnover and " +
      'level, and the promotions budget',
    request: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }),
    response: RebateReadout,
  }),
} as const;

export const rebateSwitches: HandlersOf<typeof rebateSwitchEndpoints> = {
  async rebate({ username }, { sandbox }) {
    const { db } = sandbox;
    const account = await accountIdOf(db, username);
    if (!account) throw notFound('No such account');
    const [readout, standing, budget] = await Promise.all([
      rebateReadout(db, account.id, sandbox.now()),
      standingOf(db, account.id),
      systemBalanceOf(db, 'promotions'),
    ]);
    return {
      username,
      rates: readout.rates,
      vipBonusBps: standing.current.rebate_bonus_bps,
      vipLevel: standing.level,
      turnover: toAmount(standing.turnover),
      since: readout.since ? readout.since.getTime() : null,
      validBets: Object.fromEntries(Object.entries(readout.validBets).map(([c, v]) => [c, toAmount(v)])),
      promotionsBudget: toAmount(budget),
    };
  },
};
