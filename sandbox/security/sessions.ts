import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { newToken, tokenHash } from './tokens';

/** The account behind a valid token. */
export interface SessionMember {
  readonly accountId: number;
  readonly username: string;
  readonly type: number;
  readonly isGuest: boolean;
}

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

export async function resolveSession(
  db: Queryable,
  token: string,
  now: Date,
): Promise<SessionMember | undefined> {
  return one<SessionMember>(
    db,
    `select a.id as "accountId", a.username, a.type, a.is_guest as "isGuest"
       from sessions s join accounts a on a.id = s.account_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [tokenHash(token), now],
  );
}

export async function revokeSession(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash(token),
    now,
  ]);
}

/** Ends every session of an account (after a password change, for instance). */
export async function revokeAccountSessions(db: Queryable, accountId: number, now: Date, except?: string) {
  await db.query(
    'update sessions set revoked_at = $2 where account_id = $1 and revoked_at is null and token_hash <> $3',
    [accountId, now, except ? tokenHash(except) : ''],
  );
}
