import type { GameCategory, PersonalProfit, ProfitDay } from '@sdk/contract';
import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';
import type { Queryable } from '../../core/db/database';
import { dailyKindSums, toAmount } from '../ledger';
import type { CheckedRange } from './range';
import { sumsByDayAndCategory } from '../rounds';

/** Ledger kinds that are money the platform gave, not won: they count towards profit, on no game. */
const GIFT_KINDS = ['bonus', 'rebate', 'promotion_bonus', 'raffle_prize'] as const;
/** Which column each gift adds to: what a promotion pays is a bonus. */
const GIFT_COLUMN = {
  bonus: 'bonus',
  rebate: 'rebate',
  promotion_bonus: 'bonus',
  raffle_prize: 'bonus',
} as const;

interface Sums {
  stake: number;
  payout: number;
  bonus: number;
  rebate: number;
}

const zero = (): Sums => ({ stake: 0, payout: 0, bonus: 0, rebate: 0 });

/** Minor-unit sums as the contract shows them, with net = payout + bonus + rebate - stake. */
const view = (s: Sums) => ({
  stake: toAmount(s.stake),
  payout: toAmount(s.payout),
  bonus: toAmount(s.bonus),
  rebate: toAmount(s.rebate),
  net: toAmount(s.payout + s.bonus + s.rebate - s.stake),
});

/**
 * The member's profit and loss per GMT+8 day and category, newest day first: valid bets and
 * payouts of settled rounds by category, and each day's bonus and rebate (from the ledger) on a row
 * of its own whose category is null. Sums stay in minor units until they are shown.
 */
export async function personalProfit(
  db: Queryable,
  accountId: number,
  range: CheckedRange,
): Promise<PersonalProfit> {
  const [games, gifts] = await Promise.all([
    sumsByDayAndCategory(db, accountId, range.from, range.to),
    dailyKindSums(
      db,
      accountId,
      GIFT_KINDS,
      { startMs: range.start.getTime(), endMs: range.end.getTime() },
      PLATFORM_TIME_ZONE,
    ),
  ]);
  const rows: { day: string; category: GameCategory | null; sums: Sums }[] = games.map((g) => ({
    day: g.day,
    category: g.category as GameCategory,
    sums: { ...zero(), stake: g.valid_bet, payout: g.payout },
  }));
  const giftDays = new Map<string, Sums>();
  for (const gift of gifts) {
    const sums = giftDays.get(gift.day) ?? zero();
    sums[GIFT_COLUMN[gift.kind as (typeof GIFT_KINDS)[number]]] += gift.amountMinor;
    giftDays.set(gift.day, sums);
  }
  for (const [day, sums] of giftDays) rows.push({ day, category: null, sums });
  // Newest day first; within a day the categories in name order, the day's gifts last.
  rows.sort(
    (a, b) =>
      b.day.localeCompare(a.day) ||
      (a.category === null ? 1 : 0) - (b.category === null ? 1 : 0) ||
      (a.category ?? '').localeCompare(b.category ?? ''),
  );
  const totals = zero();
  for (const { sums } of rows)
    for (const key of ['stake', 'payout', 'bonus', 'rebate'] as const) totals[key] += sums[key];
  return {
    days: rows.map((r): ProfitDay => ({ day: r.day, category: r.category, ...view(r.sums) })),
    totals: view(totals),
  };
}
