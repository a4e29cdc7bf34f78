import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/**
 * One member's rounds: the records' lists and sums, and the switches' readout. Lists read game_rounds by (account, time) indexes; totals read
 * round_day_totals, the per-day sums a trigger keeps (migration 015), never the rounds themselves.
 */

export interface RoundFilter {
  readonly accountId: number;
  /** Instants from `start` (included) to `end` (excluded): whole GMT+8 days. */
  readonly start: Date;
  readonly end: Date;
  /** The same days as `YYYY-MM-DD`, both included, for the per-day sums. */
  readonly fromDay: string;
  readonly toDay: string;
  readonly category: string | null;
  readonly vendor: string | null;
}

export interface RoundRow {
  id: number;
  game_name: string;
  vendor: string;
  category: string;
  stake: number;
  payout: number;
  status: 'pending' | 'open' | 'settled' | 'rolled_back';
  created_at: Date;
  settled_at: Date | null;
}

/**
 * A page of the member's rounds, newest first. The page's ids are found first, from the index
 * alone (time and id are in it), so rows skipped by a deep offset are never read from the table.
 * `$n is null or ...` folds away once the planner sees the values, so a category or vendor filter
 * walks its own index.
 */
export const roundsPage = (db: Queryable, f: RoundFilter, limit: number, offset: number) =>
  db.query<RoundRow>(
    `select id, game_name, vendor, category, stake, payout, status, created_at, settled_at
       from game_rounds
      where id in (
        select id from game_rounds
         where account_id = $1 and created_at >= $2 and created_at < $3
           and ($4::text is null or category = $4) and ($5::text is null or vendor = $5)
         order by created_at desc, id desc
         limit $6 offset $7)
      order by created_at desc, id desc`,
    [f.accountId, f.start, f.end, f.category, f.vendor, limit, offset],
  );

export interface RoundSums {
  rounds: number;
  stake: number;
  valid_bet: number;
  payout: number;
  win_loss: number;
}

/** Sums over every round the filter matches (the days' sums; exact, since ranges are whole days). */
export const roundSums = async (db: Queryable, f: RoundFilter) =>
  (
    await db.query<RoundSums>(
      `select coalesce(sum(rounds), 0)::int as rounds, coalesce(sum(stake), 0)::int8 as stake,
              coalesce(sum(valid_bet), 0)::int8 as valid_bet, coalesce(sum(payout), 0)::int8 as payout,
              coalesce(sum(win_loss), 0)::int8 as win_loss
         from round_day_totals
        where account_id = $1 and day between $2::date and $3::date
          and ($4::text is null or category = $4) and ($5::text is null or vendor = $5)`,
      [f.accountId, f.fromDay, f.toDay, f.category, f.vendor],
    )
  )[0]!;

/**
 * Valid bets and payouts per day and category, oldest day first. Only settled rounds count (an
 * open or refunded round has no valid bet and no payout), so a day of refunds alone is absent.
 */
export const sumsByDayAndCategory = (db: Queryable, accountId: number, fromDay: string, toDay: string) =>
  db.query<{ day: string; category: string; valid_bet: number; payout: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, category,
            sum(valid_bet)::int8 as valid_bet, sum(payout)::int8 as payout
       from round_day_totals
      where account_id = $1 and day between $2::date and $3::date
      group by day, category
     having sum(valid_bet) <> 0 or sum(payout) <> 0
      order by day, category`,
    [accountId, fromDay, toDay],
  );

/** The member's last hundred rounds, newest first (the switches' readout). */
export const latestRoundsOf = (db: Queryable, accountId: number) =>
  db.query<{
    id: number;
    game_name: string;
    vendor: string;
    stake: number;
    payout: number;
    status: string;
    created_at: Date;
  }>(
    'select id, game_name, vendor, stake, payout, status, created_at from game_rounds where account_id = $1 order by id desc limit 100',
    [accountId],
  );

export const roundCountOf = async (db: Queryable, accountId: number) =>
  (
    await one<{ n: number }>(db, 'select count(*)::int as n from game_rounds where account_id = $1', [
      accountId,
    ])
  )?.n ?? 0;
