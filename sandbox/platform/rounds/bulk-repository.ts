import type { Queryable } from '../../core/db/database';

/**
 * Rounds written outside play: the seed's history, and the member bench's many settled rounds in
 * a few statements (records/bench-seed.ts). Not used by any request.
 */

/**
 * Makes the per-day sums' trigger skip the rounds of this transaction (up to its commit, where
 * that deferred trigger fires): the seeder adds their sums, to round_day_totals and
 * account_day_totals alike, in one statement instead of one each.
 */
export async function skipRoundSumsTrigger(tx: Queryable) {
  await tx.query("select set_config('croupier.bulk_rounds', 'on', true)");
}

export interface BenchRound {
  id: number;
  stake: number;
  payout: number;
  created_at: Date;
  settled_at: Date;
}

/**
 * `count` settled rounds, one every `stepMs` from `firstAt`, round-robin over one game of every
 * vendor. Stakes follow the slot's ladder and about a third of rounds win 0.2x to 10x (a return to
 * player near 93%), drawn from a multiplicative hash of the round's number, so every run writes the
 * same history.
 */
export const insertBenchRounds = (
  tx: Queryable,
  round: { accountId: number; count: number; requestPrefix: string; firstAt: Date; stepMs: number },
) =>
  tx.query<BenchRound>(
    `with games as (
       select row_number() over (order by vendor) - 1 as k, node_id, vendor, name_en, category
         from (select distinct on (vendor) node_id, vendor, name_en, category from games order by vendor, node_id) g
     ), drawn as (
       select i, (i * 2654435761) % 4294967296 as h from generate_series(1, $2::int8) as i
     ), bets as (
       select i, h, (array[100, 200, 500, 1000, 2000, 5000])[1 + h % 6] as stake from drawn
     )
     insert into game_rounds (account_id, node_id, vendor, game_name, category, kind, request_id, stake, payout,
                              status, seed, outcome, created_at, settled_at)
     select $1, g.node_id, g.vendor, g.name_en, g.category, 'slot', $3 || b.i, b.stake,
            case when (b.h / 64) % 100 < 35
                 then b.stake * (array[2, 5, 8, 10, 15, 20, 30, 50, 100])[1 + (b.h / 8192) % 9] / 10
                 else 0 end,
            'settled', 'bench', '{}',
            $4::timestamptz + (b.i - 1) * $5::int8 * interval '1 millisecond',
            $4::timestamptz + (b.i - 1) * $5::int8 * interval '1 millisecond' + interval '2 seconds'
       from bets b join games g on g.k = b.i % (select count(*) from games)
      order by b.i
     returning id, stake, payout, created_at, settled_at`,
    [round.accountId, round.count, round.requestPrefix, round.firstAt, round.stepMs],
  );

/**
 * Adds the seeded rounds to the per-day sums, round_day_totals and account_day_totals, as the
 * skipped trigger (migrations 015 and 021) would have one by one. Every seeded round is settled.
 */
export async function addBenchRoundSums(
  tx: Queryable,
  accountId: number,
  requestPrefix: string,
  timeZone: string,
) {
  await tx.query(
    `with seeded as (
       select account_id, (created_at at time zone $3)::date as day, category, vendor, stake, payout
         from game_rounds
        where account_id = $1 and starts_with(request_id, $2)
     ), summed as (
       insert into round_day_totals as t (account_id, day, category, vendor, rounds, stake, valid_bet, payout,
                                          win_loss)
       select account_id, day, category, vendor, count(*), sum(stake), sum(stake), sum(payout), sum(payout - stake)
         from seeded
        group by 1, 2, 3, 4
       on conflict (account_id, day, category, vendor) do update set
         rounds = t.rounds + excluded.rounds,
         stake = t.stake + excluded.stake,
         valid_bet = t.valid_bet + excluded.valid_bet,
         payout = t.payout + excluded.payout,
         win_loss = t.win_loss + excluded.win_loss
     )
     insert into account_day_totals as t (account_id, day, rounds, stake, valid_bet, payout, win_loss)
     select account_id, day, count(*), sum(stake), sum(stake), sum(payout), sum(payout - stake)
       from seeded
      group by 1, 2
     on conflict (account_id, day) do update set
       rounds = t.rounds + excluded.rounds,
       stake = t.stake + excluded.stake,
       valid_bet = t.valid_bet + excluded.valid_bet,
       payout = t.payout + excluded.payout,
       win_loss = t.win_loss + excluded.win_loss`,
    [accountId, requestPrefix, timeZone],
  );
}

/**
 * Re-measures the rounds' tables after a bulk write, as autovacuum would (PGlite runs none): the
 * planner learns their new size, and index-only scans stop visiting the table. Outside a transaction.
 */
export async function vacuumRounds(db: Queryable) {
  await db.query('vacuum analyze game_rounds, round_day_totals, account_day_totals');
}

/** A round that was played and settled before the sandbox started (its money moved through the ledger). */
export async function insertSettledRound(
  db: Queryable,
  round: {
    accountId: number;
    nodeId: number;
    vendor: string;
    gameName: string;
    requestId: string;
    stake: number;
    payout: number;
    at: Date;
  },
) {
  await db.query(
    `insert into game_rounds (account_id, node_id, vendor, game_name, category, request_id, stake, payout, status, seed, outcome, created_at, settled_at)
     values ($1, $2, $3, $4, (select category from games where node_id = $2), $5, $6, $7, 'settled', 'seed', '{}', $8, $8)`,
    [
      round.accountId,
      round.nodeId,
      round.vendor,
      round.gameName,
      round.requestId,
      round.stake,
      round.payout,
      round.at,
    ],
  );
}
