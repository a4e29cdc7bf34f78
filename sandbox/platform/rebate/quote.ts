import type { Queryable } from '../../core/db/database';
import { computeRebate, type RebateSum } from '@sdk/shared-rules/rebate-rules';
import { standingOf } from '../vip';
import { validBetsByCategory } from '../rounds';
import { markOf, rateRows } from './repository';

/** What a claim made at `until` pays: the lines and total, the mark it starts at, the VIP bonus. */
export interface Quote extends RebateSum {
  readonly since: Date | null;
  readonly until: Date;
  readonly vipLevel: number;
  readonly vipBonusBps: number;
}

/**
 * The rebate of the valid bets settled from the member's mark up to (not including) `until`, at each category's
 * rate plus their VIP level's bonus (sdk/shared-rules/rebate-rules.ts). Every rated category has a
 * line; a category played without a rate pays nothing. Inside a claim, read it after the locks.
 */
export async function quoteOf(db: Queryable, accountId: number, until: Date): Promise<Quote> {
  const since = await markOf(db, accountId);
  const [rates, bets, standing] = await Promise.all([
    rateRows(db),
    // A clock moved back before the mark sees no bet: nothing is paid twice.
    since && since >= until
      ? Promise.resolve([])
      : validBetsByCategory(db, accountId, { from: since, to: until }),
    standingOf(db, accountId),
  ]);
  const vipBonusBps = standing.current.rebate_bonus_bps;
  const inputs = rates.map((rate) => ({
    category: rate.category,
    validBet: bets.find((bet) => bet.category === rate.category)?.valid_bet ?? 0,
    rateBps: rate.rate_bps,
  }));
  return { ...computeRebate(inputs, vipBonusBps), since, until, vipLevel: standing.level, vipBonusBps };
}
