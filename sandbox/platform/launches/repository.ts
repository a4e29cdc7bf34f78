import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { RoundKind as GameKind } from '../rounds';

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
