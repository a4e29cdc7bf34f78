import type { Queryable } from '../../core/db/database';
import { newToken, tokenHash } from '../../core/ciphers/tokens';
import { expireGameLaunches, expireLaunches, insertLaunch, liveLaunch, type Launch } from './repository';

export type { Launch };

/** Which demo game a launch plays: a slot spins, a lottery takes picks and draws. */
export type { RoundKind as GameKind } from '../rounds';

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
  const { sessionToken, ...fields } = launch;
  if (launch.account_id !== null) await expireGameLaunches(db, launch.account_id, launch.node_id, now);
  await insertLaunch(
    db,
    { ...fields, token_hash: tokenHash(token), session_hash: sessionToken ? tokenHash(sessionToken) : null },
    now,
    new Date(now.getTime() + LAUNCH_TTL_MS),
  );
  return token;
}

/** The live launch behind a token: unexpired, and for real money, its session still open. */
export const resolveLaunch = (db: Queryable, token: string, now: Date) =>
  liveLaunch(db, tokenHash(token), now);

/** Ends the member's open game pages: at logout, and when the password changes or is reset. */
export const endLaunches = (db: Queryable, accountId: number, now: Date): Promise<void> =>
  expireLaunches(db, accountId, now);
