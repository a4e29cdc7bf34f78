import type { Queryable } from '../db/database';
import { one } from '../db/database';
import type { SessionMember } from './session-member';

/** Sessions are stored by the hash of their token; the token itself is never kept. */

export async function insertSession(
  db: Queryable,
  session: {
    tokenHash: string;
    accountId: number;
    ip: string;
    createdAt: Date;
    expiresAt: Date;
    passwordChangeRequired: boolean;
  },
) {
  await db.query(
    `insert into sessions (token_hash, account_id, ip, created_at, expires_at, last_seen_at, password_change_required)
     values ($1, $2, $3, $4, $5, $4, $6)`,
    [
      session.tokenHash,
      session.accountId,
      session.ip,
      session.createdAt,
      session.expiresAt,
      session.passwordChangeRequired,
    ],
  );
}

/**
 * The member behind a live session (unrevoked, unexpired), with the session's times and the
 * member's session limit in minutes (safer gambling, migration 022; null: none).
 */
export const liveSession = (db: Queryable, tokenHash: string, now: Date) =>
  one<
    SessionMember & { expiresAt: Date; lastSeen: Date; startedAt: Date; sessionLimitMinutes: number | null }
  >(
    db,
    `select a.id as "accountId", a.username, a.type, a.is_guest as "isGuest", a.partner_id as "partnerId",
            s.password_change_required as "passwordChangeRequired", s.expires_at as "expiresAt",
            coalesce(s.last_seen_at, s.created_at) as "lastSeen", s.created_at as "startedAt",
            (select p.value::int from protection_limits p
              where p.account_id = a.id and p.kind = 'session' and p.period = '') as "sessionLimitMinutes"
       from sessions s join accounts a on a.id = s.account_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [tokenHash, now],
  );

/** When a session began; undefined for no such session. */
export const sessionStart = async (db: Queryable, tokenHash: string) => {
  const row = await one<{ created_at: Date }>(db, 'select created_at from sessions where token_hash = $1', [
    tokenHash,
  ]);
  return row ? new Date(row.created_at) : undefined;
};

export async function revokeByHash(db: Queryable, tokenHash: string, now: Date) {
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash,
    now,
  ]);
}

/** Revokes a session unless it was already; true when this call did (its end is recorded once). */
export const revokeOnce = async (db: Queryable, tokenHash: string, now: Date) =>
  !!(await one(
    db,
    'update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null returning token_hash',
    [tokenHash, now],
  ));

export async function touchSession(db: Queryable, tokenHash: string, now: Date) {
  await db.query('update sessions set last_seen_at = $2 where token_hash = $1', [tokenHash, now]);
}

export async function clearPasswordChangeRequired(db: Queryable, tokenHash: string) {
  await db.query('update sessions set password_change_required = false where token_hash = $1', [tokenHash]);
}

/** Revokes every live session of an account but the one hashed `exceptHash` ('' keeps none). */
export async function revokeAccount(db: Queryable, accountId: number, now: Date, exceptHash: string) {
  await db.query(
    'update sessions set revoked_at = $2 where account_id = $1 and revoked_at is null and token_hash <> $3',
    [accountId, now, exceptHash],
  );
}

/** The session before the account's latest one: where and when it logged in last time. */
export const previousSession = (db: Queryable, accountId: number) =>
  one<{ created_at: Date; ip: string }>(
    db,
    'select created_at, ip from sessions where account_id = $1 order by created_at desc offset 1 limit 1',
    [accountId],
  );
