import type { Queryable } from '../db/database';
import { one } from '../db/database';
import type { GameKind } from './launches';

export interface Launch {
  token_hash: string;
  account_id: number | null;
  node_id: number | null;
  lotto_game_code: string | null;
  kind: GameKind;
  mode: 'real' | 'fun';
  portal_origin: string;
  /** The portal session a real-money launch came from; the launch ends with it. */
  session_hash: string | null;
  /** The wallet its bets come from: `main`, or a transfer-mode vendor's code. */
  wallet: string;
  expires_at: Date;
}

export interface Round {
  id: number;
  account_id: number;
  node_id: number | null;
  lotto_game_code: string | null;
  kind: GameKind;
  /** The launch whose page opened the round: only that page may draw or cancel it. */
  launch_hash: string | null;
  request_id: string;
  stake: number;
  payout: number;
  /** The wallet the stake left, which the payout or refund goes back to. */
  wallet: string;
  status: 'open' | 'settled' | 'rolled_back';
  seed: string | null;
  outcome: unknown;
}

/** Ends the member's live launches of one game (a null node is the lottery lobby). */
export async function expireGameLaunches(db: Queryable, accountId: number, nodeId: number | null, now: Date) {
  await db.query(
    `update game_launches set expires_at = $3 where account_id = $1 and node_id is not distinct from $2
        and expires_at > $3`,
    [accountId, nodeId, now],
  );
}

/** Stores a launch; it expires at `expiresAt` or with its session, whichever comes first. */
export async function insertLaunch(
  db: Queryable,
  launch: Omit<Launch, 'expires_at'>,
  now: Date,
  expiresAt: Date,
) {
  await db.query(
    `insert into game_launches (token_hash, account_id, node_id, lotto_game_code, kind, mode, portal_origin,
       session_hash, created_at, expires_at, wallet)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9,
       least($10::timestamptz, (select expires_at from sessions where token_hash = $8)), $11)`,
    [
      launch.token_hash,
      launch.account_id,
      launch.node_id,
      launch.lotto_game_code,
      launch.kind,
      launch.mode,
      launch.portal_origin,
      launch.session_hash,
      now,
      expiresAt,
      launch.wallet,
    ],
  );
}

/**
 * A live launch, with its session's start and the member's session limit in minutes (safer
 * gambling: the game ends the session at its limit too); both null without a session or a limit.
 */
export type LiveLaunch = Launch & { session_started_at: Date | null; session_limit_minutes: number | null };

/** The live launch behind a token hash: unexpired, and for real money, its session still open. */
export const liveLaunch = (db: Queryable, tokenHash: string, now: Date) =>
  one<LiveLaunch>(
    db,
    `select l.*, s.created_at as session_started_at,
            (select p.value::int from protection_limits p
              where p.account_id = l.account_id and p.kind = 'session' and p.period = '') as session_limit_minutes
       from game_launches l left join sessions s on s.token_hash = l.session_hash
      where l.token_hash = $1 and l.expires_at > $2
        and (l.session_hash is null or (s.revoked_at is null and s.expires_at > $2))`,
    [tokenHash, now],
  );

export async function expireLaunches(db: Queryable, accountId: number, now: Date) {
  await db.query('update game_launches set expires_at = $2 where account_id = $1 and expires_at > $2', [
    accountId,
    now,
  ]);
}

/**
 * Opens a round, or does nothing when the account already used the request id: `on conflict do
 * nothing` rather than select-then-insert, so two copies of one request racing on PostgreSQL both
 * get here, and the loser reads the winner's round with findRoundByRequest. The round keeps its
 * game's category as it is at the bet (the betting records filter by it); a round of no catalogue
 * game counts under its kind's (lottery or slot).
 */
export const insertRound = (
  tx: Queryable,
  round: Pick<
    Round,
    'account_id' | 'node_id' | 'lotto_game_code' | 'kind' | 'launch_hash' | 'request_id' | 'stake' | 'wallet'
  > & {
    vendor: string;
    game_name: string;
    details: unknown;
  },
  now: Date,
) =>
  one<Round>(
    tx,
    `insert into game_rounds (account_id, node_id, lotto_game_code, kind, launch_hash, vendor, game_name, request_id,
       stake, status, outcome, created_at, category, wallet)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $11,
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
    ],
  );

export const findRoundByRequest = (tx: Queryable, accountId: number, requestId: string) =>
  one<Round>(tx, 'select * from game_rounds where account_id = $1 and request_id = $2', [
    accountId,
    requestId,
  ]);

/** A round, locked until the caller's transaction ends. */
export const lockRound = (tx: Queryable, roundId: number) =>
  one<Round>(tx, 'select * from game_rounds where id = $1 for update', [roundId]);

export const markSettled = (
  tx: Queryable,
  roundId: number,
  result: { payout: number; seed: string; outcome: unknown },
  now: Date,
) =>
  one<Round>(
    tx,
    `update game_rounds set status = 'settled', payout = $2, seed = $3, outcome = $4, settled_at = $5 where id = $1 returning *`,
    [roundId, result.payout, result.seed, JSON.stringify(result.outcome), now],
  );

export const markRolledBack = (tx: Queryable, roundId: number, now: Date) =>
  one<Round>(tx, `update game_rounds set status = 'rolled_back', settled_at = $2 where id = $1 returning *`, [
    roundId,
    now,
  ]);

export const openRoundsOf = (db: Queryable, accountId: number) =>
  db.query<Round & { created_at: Date }>(
    "select * from game_rounds where account_id = $1 and status = 'open' order by id",
    [accountId],
  );

/** A round of this account, opened by this launch for this kind of game. */
export const findLaunchRound = (db: Queryable, roundId: number, launch: Launch) =>
  one<Round>(
    db,
    'select * from game_rounds where id = $1 and account_id = $2 and launch_hash = $3 and kind = $4',
    [roundId, launch.account_id, launch.token_hash, launch.kind],
  );
