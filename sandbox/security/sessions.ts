import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { newToken, tokenHash } from './tokens';
import type { SessionCache } from './session-cache';
import type { SessionMember } from './session-member';

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Queryable,
  accountId: number,
  ip: string,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db.query(
    'insert into sessions (token_hash, account_id, ip, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [tokenHash(token), accountId, ip, now, new Date(now.getTime() + ttlMs)],
  );
  return token;
}

/** The member behind a token, from memory when this process has seen it recently. */
export async function resolveSession(
  db: Queryable,
  cache: SessionCache,
  token: string,
  now: Date,
): Promise<SessionMember | undefined> {
  const hash = tokenHash(token);
  const cached = cache.get(hash, now.getTime());
  if (cached) return cached;
  const row = await one<SessionMember & { expiresAt: Date }>(
    db,
    `select a.id as "accountId", a.username, a.type, a.is_guest as "isGuest", s.expires_at as "expiresAt"
       from sessions s join accounts a on a.id = s.account_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [hash, now],
  );
  if (!row) return undefined;
  const { expiresAt, ...member } = row;
  cache.set(hash, member, new Date(expiresAt).getTime());
  return member;
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
