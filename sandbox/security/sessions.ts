import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { newToken, tokenHash } from './tokens';
import type { SessionCache } from './session-cache';
import type { SessionMember } from './session-member';

/** How often a busy session's last call is written to the database. */
const TOUCH_EVERY_MS = 60_000;

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Queryable,
  session: { accountId: number; ip: string; ttlMs: number; passwordChangeRequired?: boolean },
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into sessions (token_hash, account_id, ip, created_at, expires_at, last_seen_at, password_change_required)
     values ($1, $2, $3, $4, $5, $4, $6)`,
    [
      tokenHash(token),
      session.accountId,
      session.ip,
      now,
      new Date(now.getTime() + session.ttlMs),
      session.passwordChangeRequired ?? false,
    ],
  );
  return token;
}

/**
 * The member behind a token, from memory when this process has seen it recently. A session idle
 * for longer than `idleMs` is over (a phone left on a table does not stay logged in all day).
 */
export async function resolveSession(
  db: Queryable,
  cache: SessionCache,
  token: string,
  now: Date,
  idleMs: number,
): Promise<SessionMember | undefined> {
  const hash = tokenHash(token);
  const at = now.getTime();
  let entry = cache.get(hash, at);
  if (!entry) {
    const row = await one<SessionMember & { expiresAt: Date; lastSeen: Date }>(
      db,
      `select a.id as "accountId", a.username, a.type, a.is_guest as "isGuest",
              s.password_change_required as "passwordChangeRequired", s.expires_at as "expiresAt",
              coalesce(s.last_seen_at, s.created_at) as "lastSeen"
         from sessions s join accounts a on a.id = s.account_id
        where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
      [hash, now],
    );
    if (!row) return undefined;
    const { expiresAt, lastSeen, ...member } = row;
    const seen = new Date(lastSeen).getTime();
    entry = { member, expiresAt: new Date(expiresAt).getTime(), lastSeen: seen, lastWritten: seen };
    cache.set(hash, entry);
  }
  if (at - entry.lastSeen > idleMs) {
    cache.forget(hash);
    await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
      hash,
      now,
    ]);
    return undefined;
  }
  entry.lastSeen = at;
  if (at - entry.lastWritten > TOUCH_EVERY_MS) {
    entry.lastWritten = at;
    await db.query('update sessions set last_seen_at = $2 where token_hash = $1', [hash, now]);
  }
  return entry.member;
}

export async function revokeSession(
  db: Queryable,
  cache: SessionCache,
  token: string,
  now: Date,
): Promise<void> {
  cache.forget(tokenHash(token));
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash(token),
    now,
  ]);
}

/** The password has been changed in this session: it may do everything again. */
export async function passwordChanged(db: Queryable, cache: SessionCache, token: string) {
  cache.forget(tokenHash(token));
  await db.query('update sessions set password_change_required = false where token_hash = $1', [
    tokenHash(token),
  ]);
}

/** Ends every session of an account (after a password change, for instance), but `except`. */
export async function revokeAccountSessions(
  db: Queryable,
  cache: SessionCache,
  accountId: number,
  now: Date,
  except?: string,
) {
  cache.forgetAccount(accountId);
  await db.query(
    'update sessions set revoked_at = $2 where account_id = $1 and revoked_at is null and token_hash <> $3',
    [accountId, now, except ? tokenHash(except) : ''],
  );
}
