import type { Queryable } from '../../core/db/database';
import type { RoundRow } from './history-repository';

/**
 * The agent centre's SQL over the rounds of many accounts (a team). Lists read game_rounds by the
 * records' (account, time) indexes; every sum reads per-day sums a trigger keeps, never the rounds:
 * account_day_totals (migration 021, a row per account and day) when category and vendor do not
 * matter, round_day_totals (migration 015, split by both) when a filter may name one. A month of a
 * 1,000-account team is then at most 31,000 rows.
 */

export interface TeamRoundFilter {
  readonly accountIds: readonly number[];
  /** Instants from `start` (included) to `end` (excluded): whole GMT+8 days. */
  readonly start: Date;
  readonly end: Date;
  /** The same days as `YYYY-MM-DD`, both included, for the per-day sums. */
  readonly fromDay: string;
  readonly toDay: string;
  readonly category: string | null;
  readonly vendor: string | null;
}

export interface TeamRoundRow extends RoundRow {
  username: string;
}

/**
 * A page of the accounts' rounds, newest first, with whose each is. As for one member, the page's
 * ids are found first from the index alone, so a deep offset reads no skipped row from the table.
 */
export const teamRoundsPage = (db: Queryable, f: TeamRoundFilter, limit: number, offset: number) =>
  db.query<TeamRoundRow>(
    `select r.id, a.username, r.game_name, r.vendor, r.category, r.stake, r.payout, r.status, r.created_at,
            r.settled_at
       from game_rounds r join accounts a on a.id = r.account_id
      where r.id in (
        select id from game_rounds
         where account_id = any($1::int[]) and created_at >= $2 and created_at < $3
           and ($4::text is null or category = $4) and ($5::text is null or vendor = $5)
         order by created_at desc, id desc
         limit $6 offset $7)
      order by r.created_at desc, r.id desc`,
    [f.accountIds, f.start, f.end, f.category, f.vendor, limit, offset],
  );

export interface TeamRoundSums {
  rounds: number;
  stake: number;
  valid_bet: number;
  payout: number;
  win_loss: number;
}

const SUMS = `select coalesce(sum(rounds), 0)::int as rounds, coalesce(sum(stake), 0)::int8 as stake,
              coalesce(sum(valid_bet), 0)::int8 as valid_bet, coalesce(sum(payout), 0)::int8 as payout,
              coalesce(sum(win_loss), 0)::int8 as win_loss`;

/**
 * Sums over every round of the accounts the filter matches (exact: ranges are whole days): from
 * the per-account sums without a category or vendor, else from the sums split by both.
 */
export const teamRoundSums = async (db: Queryable, f: TeamRoundFilter) =>
  (f.category === null && f.vendor === null
    ? await db.query<TeamRoundSums>(
        `${SUMS}
           from account_day_totals
          where account_id = any($1::int[]) and day between $2::date and $3::date`,
        [f.accountIds, f.fromDay, f.toDay],
      )
    : await db.query<TeamRoundSums>(
        `${SUMS}
           from round_day_totals
          where account_id = any($1::int[]) and day between $2::date and $3::date
            and ($4::text is null or category = $4) and ($5::text is null or vendor = $5)`,
        [f.accountIds, f.fromDay, f.toDay, f.category, f.vendor],
      ))[0]!;

/** Stake, valid bet and payout of each account that placed a round in the days; the quiet are absent. */
export const roundSumsByAccount = (db: Queryable, ids: readonly number[], fromDay: string, toDay: string) =>
  db.query<{ account_id: number; stake: number; valid_bet: number; payout: number }>(
    `select account_id, sum(stake)::int8 as stake, sum(valid_bet)::int8 as valid_bet, sum(payout)::int8 as payout
       from account_day_totals
      where account_id = any($1::int[]) and day between $2::date and $3::date
      group by account_id
     having sum(rounds) > 0`,
    [ids, fromDay, toDay],
  );

/** Valid bets and payouts of the accounts over the days, and how many of them placed a round. */
export const periodRoundSums = async (
  db: Queryable,
  ids: readonly number[],
  fromDay: string,
  toDay: string,
) =>
  (
    await db.query<{ valid_bet: number; payout: number; active: number }>(
      `select coalesce(sum(valid_bet), 0)::int8 as valid_bet, coalesce(sum(payout), 0)::int8 as payout,
              count(distinct account_id) filter (where rounds > 0)::int as active
         from account_day_totals
        where account_id = any($1::int[]) and day between $2::date and $3::date`,
      [ids, fromDay, toDay],
    )
  )[0]!;

/** Valid bets and payouts of the accounts per day; days without rounds are absent. */
export const sumsByDay = (db: Queryable, ids: readonly number[], fromDay: string, toDay: string) =>
  db.query<{ day: string; valid_bet: number; payout: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, sum(valid_bet)::int8 as valid_bet, sum(payout)::int8 as payout
       from account_day_totals
      where account_id = any($1::int[]) and day between $2::date and $3::date
      group by day`,
    [ids, fromDay, toDay],
  );
