import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import { movableTo, type RoundStatus } from './state';

/**
 * What a round plays: a slot spin, a lottery ticket, a bet on a crash flight or on a baccarat
 * table's coup, a fishing shot, a sportsbook bet (a launch of one kind cannot play another).
 */
export type RoundKind = 'slot' | 'lottery' | 'crash' | 'baccarat' | 'fish' | 'sport';

export interface Round {
  id: number;
  account_id: number;
  node_id: number | null;
  lotto_game_code: string | null;
  kind: RoundKind;
  /** The launch whose page opened the round: only that page may draw or cancel it. */
  launch_hash: string | null;
  request_id: string;
  stake: number;
  payout: number;
  /** The wallet the stake left, which the payout or refund goes back to. */
  wallet: string;
  status: RoundStatus;
  seed: string | null;
  outcome: unknown;
}

export type NewRound = Pick<
  Round,
  'account_id' | 'node_id' | 'lotto_game_code' | 'kind' | 'launch_hash' | 'request_id' | 'stake' | 'wallet'
> & {
  vendor: string;
  game_name: string;
  details: unknown;
};

/**
 * Opens a round in `status` (`open`, or `pending` while a partner decides on its stake), or does
 * nothing when the account already used the request id: `on conflict do nothing` rather than
 * select-then-insert, so two copies of one request racing on PostgreSQL both get here, and the
 * loser reads the winner's round with findRoundByRequest. The round keeps its game's category as
 * it is at the bet (the betting records filter by it); a round of no catalogue game counts under
 * its kind's (lottery or slot).
 */
export const insertRound = (tx: Queryable, round: NewRound, status: 'pending' | 'open', now: Date) =>
  one<Round>(
    tx,
    `insert into game_rounds (account_id, node_id, lotto_game_code, kind, launch_hash, vendor, game_name, request_id,
       stake, status, outcome, created_at, category, wallet)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $13, $10, $11,
       coalesce((select category from games where node_id = $2), case $4 when 'lottery' then 'LOTT' else 'RNG' end), $12)
     on conflict (account_id, request_id) do nothing returning *`,
    [
      round.account_id,
      round.node_id,
      round.lotto_game_code,
      round.kind,
      round.launch_hash,
      round.vendor,
      round.game_name,
      round.request_id,
      round.stake,
      JSON.stringify(round.details),
      now,
      round.wallet,
      status,
    ],
  );

export const findRoundByRequest = (tx: Queryable, accountId: number, requestId: string) =>
  one<Round>(tx, 'select * from game_rounds where account_id = $1 and request_id = $2', [
    accountId,
    requestId,
  ]);

/** Rounds, locked in id order until the caller's transaction ends (two batches queue, never deadlock). */
export const lockRounds = (tx: Queryable, roundIds: number[]) =>
  tx.query<Round>('select * from game_rounds where id = any($1::int[]) order by id for update', [roundIds]);

/** A round, locked until the caller's transaction ends. */
export const lockRound = (tx: Queryable, roundId: number) =>
  one<Round>(tx, 'select * from game_rounds where id = $1 for update', [roundId]);

/**
 * Moves a round to `to` if the state machine allows it from where the round is now: a guarded
 * update, so of two racing moves exactly one wins and the other gets undefined.
 */
const move = (tx: Queryable, roundId: number, to: RoundStatus, set = '', params: unknown[] = []) =>
  one<Round>(
    tx,
    `update game_rounds set status = $2${set} where id = $1 and status = any($3::text[]) returning *`,
    [roundId, to, movableTo(to), ...params],
  );

/** pending → open: the partner confirmed the stake. */
export const markOpen = (tx: Queryable, roundId: number) => move(tx, roundId, 'open');

export const markSettled = (
  tx: Queryable,
  roundId: number,
  result: { payout: number; seed: string; outcome: unknown },
  now: Date,
) =>
  move(tx, roundId, 'settled', ', payout = $4, seed = $5, outcome = $6, settled_at = $7', [
    result.payout,
    result.seed,
    JSON.stringify(result.outcome),
    now,
  ]);

/**
 * Settles many rounds in one statement, each by the same guard as markSettled: a round no longer
 * movable to settled (another sweep got there first) is left as it is and not answered.
 */
export const markSettledInBatch = (
  tx: Queryable,
  rows: { id: number; payout: number; seed: string; outcome: unknown }[],
  now: Date,
) =>
  tx.query<Round>(
    `update game_rounds r set status = 'settled', payout = v.payout, seed = v.seed, outcome = v.outcome,
       settled_at = $5
       from unnest($1::int[], $2::int8[], $3::text[], $4::jsonb[]) as v(id, payout, seed, outcome)
      where r.id = v.id and r.status = any($6::text[])
      returning r.*`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.payout),
      rows.map((r) => r.seed),
      rows.map((r) => JSON.stringify(r.outcome)),
      now,
      movableTo('settled'),
    ],
  );

export const markRolledBack = (tx: Queryable, roundId: number, now: Date) =>
  move(tx, roundId, 'rolled_back', ', settled_at = $4', [now]);

/** The member's rounds not yet final (pending or open), oldest first. */
export const liveRoundsOf = (db: Queryable, accountId: number) =>
  db.query<Round & { created_at: Date }>(
    "select * from game_rounds where account_id = $1 and status in ('pending', 'open') order by id",
    [accountId],
  );

/** How many rounds of the member are not final; run after the member's wallet is locked. */
export const countLiveRounds = async (tx: Queryable, accountId: number) =>
  Number(
    (
      await one<{ n: number }>(
        tx,
        "select count(*)::int as n from game_rounds where account_id = $1 and status in ('pending', 'open')",
        [accountId],
      )
    )?.n ?? 0,
  );

/** Every round not final, of every member (the sandbox reset refunds them). */
export const allLiveRoundIds = (db: Queryable) =>
  db.query<{ id: number }>("select id from game_rounds where status in ('pending', 'open') order by id");

/** Rounds of one kind not final and opened before `before` (the shared tables' orphans at start-up). */
export const liveRoundsOfKind = (db: Queryable, kind: RoundKind, before: Date) =>
  db.query<Round>(
    "select * from game_rounds where kind = $1 and status in ('pending', 'open') and created_at < $2 order by id",
    [kind, before],
  );

/** A round of this account, opened by this launch for this kind of game. */
export const findLaunchRound = (
  db: Queryable,
  roundId: number,
  launch: { account_id: number | null; token_hash: string; kind: RoundKind },
) =>
  one<Round>(
    db,
    'select * from game_rounds where id = $1 and account_id = $2 and launch_hash = $3 and kind = $4',
    [roundId, launch.account_id, launch.token_hash, launch.kind],
  );

/** Locks the member's account row: their bets at a partner one after the other. */
export async function lockAccount(tx: Queryable, accountId: number) {
  await tx.query('select id from accounts where id = $1 for no key update', [accountId]);
}

/** A partner's rounds played on its own wallet (seamless) from `start` to `end`, by id. */
export const partnerRoundsOf = (db: Queryable, partnerId: string, start: Date, end: Date) =>
  db.query<{ id: number; status: RoundStatus; stake: number; payout: number }>(
    `select r.id, r.status, r.stake, r.payout
       from game_rounds r join accounts a on a.id = r.account_id
      where a.partner_id = $1 and r.wallet = 'partner' and r.created_at >= $2 and r.created_at < $3
      order by r.id`,
    [partnerId, start, end],
  );
