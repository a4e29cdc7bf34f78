import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { newToken, tokenHash } from '../security/tokens';

/** Which demo game a launch plays: a slot spins, a lottery takes picks and draws. */
export type GameKind = 'slot' | 'lottery';

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
  expires_at: Date;
}

/** A launch lasts two hours at most, and never longer than the session it came from. */
const LAUNCH_TTL_MS = 2 * 60 * 60 * 1000;

export type NewLaunch = Omit<Launch, 'token_hash' | 'expires_at' | 'session_hash'> & {
  /** The portal session's token, for a real-money launch. */
  sessionToken?: string;
};

/**
 * Creates a launch and returns its token. A member keeps one live launch per game: opening the
 * game again ends the earlier page's token, so an old tab cannot keep betting beside the new one.
 */
export async function createLaunch(db: Queryable, launch: NewLaunch, now: Date): Promise<string> {
  const token = newToken();
  const session = launch.sessionToken ? tokenHash(launch.sessionToken) : null;
  if (launch.account_id !== null) {
    await db.query(
      `update game_launches set expires_at = $3 where account_id = $1 and node_id is not distinct from $2
          and expires_at > $3`,
      [launch.account_id, launch.node_id, now],
    );
  }
  await db.query(
    `insert into game_launches (token_hash, account_id, node_id, lotto_game_code, kind, mode, portal_origin,
       session_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9,
       least($10::timestamptz, (select expires_at from sessions where token_hash = $8)))`,
    [
      tokenHash(token),
      launch.account_id,
      launch.node_id,
      launch.lotto_game_code,
      launch.kind,
      launch.mode,
      launch.portal_origin,
      session,
      now,
      new Date(now.getTime() + LAUNCH_TTL_MS),
    ],
  );
  return token;
}

/** The live launch behind a token: unexpired, and for real money, its session still open. */
export const resolveLaunch = (db: Queryable, token: string, now: Date) =>
  one<Launch>(
    db,
    `select l.* from game_launches l
      where l.token_hash = $1 and l.expires_at > $2
        and (l.session_hash is null or exists (
          select 1 from sessions s where s.token_hash = l.session_hash and s.revoked_at is null and s.expires_at > $2))`,
    [tokenHash(token), now],
  );

/** Ends the member's open game pages: at logout, and when the password changes or is reset. */
export async function endLaunches(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query('update game_launches set expires_at = $2 where account_id = $1 and expires_at > $2', [
    accountId,
    now,
  ]);
}
