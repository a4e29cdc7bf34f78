import type { Queryable } from '../../core/db/database';

/**
 * SQL of the bench's team seeder (agents/bench-seed.ts): a big team's settled rounds in a few
 * statements. Not used by any request.
 */

/**
 * Rounds `from` to `from + count - 1` of a run of settled rounds shared round-robin by
 * `accountIds` (round i is played by account `(i - 1) % n`, one every `stepMs` from `firstAt`),
 * each account keeping to `vendorsPerAccount` vendors of its own (one game of each vendor). Stakes
 * and wins are drawn as the member bench draws them (bulk-repository.ts: a multiplicative
 * hash of the round's number), so every run writes the same history. In the same statement the
 * rounds' per-day sums are added to round_day_totals and account_day_totals exactly as the trigger
 * of migrations 015 and 021 adds them one by one (GMT+8 day of the round, valid bet and win/loss of
 * settled rounds only): the caller must have made that trigger skip this transaction. Returns how
 * many rounds and sum rows (of round_day_totals) it wrote.
 */
export const insertBenchTeamRounds = async (
  tx: Queryable,
  run: {
    accountIds: readonly number[];
    from: number;
    count: number;
    requestPrefix: string;
    firstAt: Date;
    stepMs: number;
    vendorsPerAccount: number;
    timeZone: string;
  },
) =>
  (
    await tx.query<{ rounds: number; day_rows: number; account_day_rows: number }>(
      `with games as (
         select row_number() over (order by vendor) - 1 as k, node_id, vendor, name_en, category
           from (select distinct on (vendor) node_id, vendor, name_en, category from games order by vendor, node_id) g
       ), drawn as (
         select i, (i * 2654435761) % 4294967296 as h, ((i - 1) % cardinality($1::int[]))::int as a
           from generate_series($2::int8, $2::int8 + $3::int8 - 1) as i
       ), bets as (
         select i, h, a, (array[100, 200, 500, 1000, 2000, 5000])[1 + h % 6] as stake,
                (a * 7 + (h / 524288) % $8::int8) % (select count(*) from games) as k
           from drawn
       ), inserted as (
         insert into game_rounds (account_id, node_id, vendor, game_name, category, kind, request_id, stake, payout,
                                  status, seed, outcome, created_at, settled_at)
         select ($1::int[])[1 + b.a], g.node_id, g.vendor, g.name_en, g.category, 'slot', $4 || b.i, b.stake,
                case when (b.h / 64) % 100 < 35
                     then b.stake * (array[2, 5, 8, 10, 15, 20, 30, 50, 100])[1 + (b.h / 8192) % 9] / 10
                     else 0 end,
                'settled', 'bench', '{}',
                $5::timestamptz + (b.i - 1) * $6::int8 * interval '1 millisecond',
                $5::timestamptz + (b.i - 1) * $6::int8 * interval '1 millisecond' + interval '2 seconds'
           from bets b join games g on g.k = b.k
          order by b.i
         returning account_id, created_at, category, vendor, stake, payout, status
       ), summed as (
         insert into round_day_totals as t (account_id, day, category, vendor, rounds, stake, valid_bet, payout,
                                            win_loss)
         select account_id, (created_at at time zone $7)::date, category, vendor, count(*), sum(stake),
                coalesce(sum(stake) filter (where status = 'settled'), 0), sum(payout),
                coalesce(sum(payout - stake) filter (where status = 'settled'), 0)
           from inserted
          group by 1, 2, 3, 4
         on conflict (account_id, day, category, vendor) do update set
           rounds = t.rounds + excluded.rounds,
           stake = t.stake + excluded.stake,
           valid_bet = t.valid_bet + excluded.valid_bet,
           payout = t.payout + excluded.payout,
           win_loss = t.win_loss + excluded.win_loss
         returning 1
       ), account_summed as (
         insert into account_day_totals as t (account_id, day, rounds, stake, valid_bet, payout, win_loss)
         select account_id, (created_at at time zone $7)::date, count(*), sum(stake),
                coalesce(sum(stake) filter (where status = 'settled'), 0), sum(payout),
                coalesce(sum(payout - stake) filter (where status = 'settled'), 0)
           from inserted
          group by 1, 2
         on conflict (account_id, day) do update set
           rounds = t.rounds + excluded.rounds,
           stake = t.stake + excluded.stake,
           valid_bet = t.valid_bet + excluded.valid_bet,
           payout = t.payout + excluded.payout,
           win_loss = t.win_loss + excluded.win_loss
         returning 1
       )
       select (select count(*) from inserted)::int as rounds, (select count(*) from summed)::int as day_rows,
              (select count(*) from account_summed)::int as account_day_rows`,
      [
        run.accountIds,
        run.from,
        run.count,
        run.requestPrefix,
        run.firstAt,
        run.stepMs,
        run.timeZone,
        run.vendorsPerAccount,
      ],
    )
  )[0]!;

export interface BenchSumsCheck {
  /** round_day_totals rows of the accounts that differ from their rounds regrouped (0: identical). */
  mismatched: number;
  /** account_day_totals rows of the accounts that differ from their rounds regrouped (0: identical). */
  account_mismatched: number;
  /** Sum rows of the accounts, and the rounds, stakes and payouts they add up to. */
  day_rows: number;
  account_day_rows: number;
  rounds: number;
  stake: number;
  payout: number;
}

/**
 * The accounts' round_day_totals and account_day_totals against their rounds regrouped by the rule
 * of migrations 015 and 021 (their backfills' statements): rows missing on either side or with any
 * sum different count as mismatched. The rounds and amounts are round_day_totals' sums.
 */
export const benchSumsCheck = async (db: Queryable, accountIds: readonly number[], timeZone: string) =>
  (
    await db.query<BenchSumsCheck>(
      `with expected as (
         select account_id, (created_at at time zone $2)::date as day, category, vendor, count(*)::int as rounds,
                sum(stake)::int8 as stake, coalesce(sum(stake) filter (where status = 'settled'), 0)::int8 as valid_bet,
                sum(payout)::int8 as payout,
                coalesce(sum(payout - stake) filter (where status = 'settled'), 0)::int8 as win_loss
           from game_rounds
          where account_id = any($1::int[])
          group by 1, 2, 3, 4
       ), actual as (
         select account_id, day, category, vendor, rounds, stake, valid_bet, payout, win_loss
           from round_day_totals
          where account_id = any($1::int[])
       ), expected_accounts as (
         select account_id, day, sum(rounds)::int as rounds, sum(stake)::int8 as stake,
                sum(valid_bet)::int8 as valid_bet, sum(payout)::int8 as payout, sum(win_loss)::int8 as win_loss
           from expected
          group by 1, 2
       ), actual_accounts as (
         select account_id, day, rounds, stake, valid_bet, payout, win_loss
           from account_day_totals
          where account_id = any($1::int[])
       ), by_account as (
         select count(*) filter (
                  where e.account_id is null or a.account_id is null
                     or (e.rounds, e.stake, e.valid_bet, e.payout, e.win_loss)
                        is distinct from (a.rounds, a.stake, a.valid_bet, a.payout, a.win_loss))::int as mismatched,
                count(a.account_id)::int as day_rows
           from expected_accounts e full join actual_accounts a using (account_id, day)
       )
       select count(*) filter (
                where e.account_id is null or a.account_id is null
                   or (e.rounds, e.stake, e.valid_bet, e.payout, e.win_loss)
                      is distinct from (a.rounds, a.stake, a.valid_bet, a.payout, a.win_loss))::int as mismatched,
              (select mismatched from by_account) as account_mismatched,
              count(a.account_id)::int as day_rows, (select day_rows from by_account) as account_day_rows,
              coalesce(sum(a.rounds), 0)::int8 as rounds,
              coalesce(sum(a.stake), 0)::int8 as stake, coalesce(sum(a.payout), 0)::int8 as payout
         from expected e full join actual a using (account_id, day, category, vendor)`,
      [accountIds, timeZone],
    )
  )[0]!;

/** Re-measures what the seeder wrote, as autovacuum would (PGlite runs none). Outside a transaction. */
export async function vacuumBenchTeam(db: Queryable) {
  await db.query('vacuum analyze accounts, game_rounds, round_day_totals, account_day_totals');
}
