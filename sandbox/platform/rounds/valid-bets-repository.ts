import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/**
 * Questions about valid bets, all asked of the `valid_bets` view (migration 029): the stake of a
 * settled round of the platform's own money, counted when it settled. Windows are half-open,
 * [from, to): a bet settled at a window's end counts in the next one, never in both. `from` null
 * is "since the beginning".
 */
export interface BetWindow {
  readonly from: Date | null;
  readonly to: Date;
}

/** What `accountId` validly bet in the window, in minor units. */
export const validBetOf = async (db: Queryable, accountId: number, window: BetWindow) =>
  Number(
    (
      await one<{ stake: number }>(
        db,
        `select coalesce(sum(stake), 0)::int8 as stake from valid_bets
          where account_id = $1 and ($2::timestamptz is null or settled_at >= $2) and settled_at < $3`,
        [accountId, window.from, window.to],
      )
    )?.stake ?? 0,
  );

/** The member's valid bets in the window by game category, in minor units. */
export const validBetsByCategory = (db: Queryable, accountId: number, window: BetWindow) =>
  db
    .query<{ category: string; valid_bet: number }>(
      `select category, sum(stake)::int8 as valid_bet from valid_bets
        where account_id = $1 and ($2::timestamptz is null or settled_at >= $2) and settled_at < $3
        group by category`,
      [accountId, window.from, window.to],
    )
    .then((rows) => rows.map((r) => ({ category: r.category, valid_bet: Number(r.valid_bet) })));

/** How many valid bets the member made in the window (missions count rounds). */
export const validBetCount = async (db: Queryable, accountId: number, window: BetWindow) =>
  Number(
    (
      await one<{ n: number }>(
        db,
        `select count(*)::int8 as n from valid_bets
          where account_id = $1 and ($2::timestamptz is null or settled_at >= $2) and settled_at < $3`,
        [accountId, window.from, window.to],
      )
    )?.n ?? 0,
  );

/**
 * The member's valid bets summed per span between `boundaries` (epoch ms, ascending): entry i is
 * from boundaries[i] up to, not including, boundaries[i + 1].
 */
export async function validBetsPerSpan(
  db: Queryable,
  accountId: number,
  boundaries: readonly number[],
): Promise<number[]> {
  const sums = new Array<number>(Math.max(boundaries.length - 1, 0)).fill(0);
  if (sums.length === 0) return sums;
  const rows = await db.query<{ bucket: number; valid: number }>(
    `select width_bucket(extract(epoch from settled_at) * 1000, $2::float8[]) as bucket,
            sum(stake)::int8 as valid
       from valid_bets
      where account_id = $1 and settled_at >= $3 and settled_at < $4
      group by 1`,
    [accountId, boundaries, new Date(boundaries[0]!), new Date(boundaries[boundaries.length - 1]!)],
  );
  for (const row of rows) {
    const span = Number(row.bucket) - 1;
    if (span >= 0 && span < sums.length) sums[span] = sums[span]! + Number(row.valid);
  }
  return sums;
}

/** Valid bets and the payouts of those rounds, summed over `accountIds` (an agent's team), in minor units. */
export const validBetSumsOf = (db: Queryable, accountIds: readonly number[], window: BetWindow) =>
  one<{ stake: number; payout: number }>(
    db,
    `select coalesce(sum(stake), 0)::float8 as stake, coalesce(sum(payout), 0)::float8 as payout
       from valid_bets
      where account_id = any($1::int[]) and ($2::timestamptz is null or settled_at >= $2) and settled_at < $3`,
    [accountIds, window.from, window.to],
  ).then((row) => ({ stake: Number(row!.stake), payout: Number(row!.payout) }));

/**
 * The member's cumulative valid turnover in minor units: the stakes of every settled round, read
 * from the day totals that every writer of rounds keeps (migrations 015, 021).
 */
export const lifetimeValidBetOf = async (db: Queryable, accountId: number) =>
  (await one<{ turnover: number }>(
    db,
    'select coalesce(sum(valid_bet), 0)::int8 as turnover from account_day_totals where account_id = $1',
    [accountId],
  ))!.turnover;

export interface LeaderRow {
  account_id: number;
  username: string;
  staked: number;
  rank: number;
}

/**
 * The members by valid bets in the window, best first: the top `limit` and `accountId`'s own row
 * (the missions' weekly leaderboard). Trial accounts and free-play guests play with the brand's money and are not ranked.
 * Ties share the order of who got there first (the lower account id).
 */
export const validBetLeaders = (db: Queryable, window: BetWindow, accountId: number, limit: number) =>
  db.query<LeaderRow>(
    `with week as (
       select account_id, sum(stake)::int8 as staked from valid_bets
        where ($1::timestamptz is null or settled_at >= $1) and settled_at < $2
        group by account_id),
     ranked as (
       select w.account_id, a.username, w.staked, (row_number() over (order by w.staked desc, w.account_id))::int as rank
         from week w join accounts a on a.id = w.account_id
        where a.type <> 4 and not a.is_guest)
     select account_id, username, staked, rank from ranked where rank <= $3 or account_id = $4 order by rank`,
    [window.from, window.to, limit, accountId],
  );
