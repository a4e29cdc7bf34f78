import type { Queryable } from '../db/database';

/**
 * bonusDetails' SQL outside the ledger: the member's valid bets (the bonuses themselves are the
 * ledger's promotionCredits).
 */

/** The most bonuses one member's turnover is worked out over (the latest ones). */
export const BONUS_SCAN_LIMIT = 2_000;

/**
 * The member's valid bets (stakes of settled rounds) summed per span between `boundaries`
 * (epoch ms, ascending): entry i is from boundaries[i] up to, not including, boundaries[i + 1].
 */
export async function validBetsPerSpan(
  db: Queryable,
  accountId: number,
  boundaries: readonly number[],
): Promise<number[]> {
  const sums = new Array<number>(Math.max(boundaries.length - 1, 0)).fill(0);
  if (sums.length === 0) return sums;
  const rows = await db.query<{ bucket: number; valid: number }>(
    `select width_bucket(extract(epoch from created_at) * 1000, $2::float8[]) as bucket,
            sum(stake)::int8 as valid
       from game_rounds
      where account_id = $1 and status = 'settled' and created_at >= $3 and created_at < $4
      group by 1`,
    [accountId, boundaries, new Date(boundaries[0]!), new Date(boundaries[boundaries.length - 1]!)],
  );
  for (const row of rows) {
    const span = Number(row.bucket) - 1;
    if (span >= 0 && span < sums.length) sums[span] = sums[span]! + Number(row.valid);
  }
  return sums;
}
