import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

export interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  type: number;
  parent_id: number | null;
  email: string | null;
  mobile: string | null;
  dialing_code: string | null;
  failed_logins: number;
  first_login_at: Date | null;
  password_changed_at: Date;
  must_change_password: boolean;
  last_login_at: Date | null;
  last_login_ip: string | null;
  login_count: number;
  is_guest: boolean;
}

export const findByUsername = (db: Queryable, username: string) =>
  one<AccountRow>(db, 'select * from accounts where lower(username) = lower($1)', [username.trim()]);

export const findByMobile = (db: Queryable, dialing: string, mobile: string) =>
  one<AccountRow>(db, 'select * from accounts where dialing_code = $1 and mobile = $2', [dialing, mobile]);

/**
 * The account of a number however it was typed: a number registered with its trunk zero
 * (09171234567) is the same phone as the provider's E.164 reading of it (9171234567).
 */
export const findByPhone = (db: Queryable, dialing: string, national: string) =>
  one<AccountRow>(
    db,
    "select * from accounts where dialing_code = $1 and ltrim(mobile, '0') = ltrim($2, '0')",
    [dialing, national],
  );

export const findById = (db: Queryable, id: number) =>
  one<AccountRow>(db, 'select * from accounts where id = $1', [id]);

/** An account as the member centre shows it. */
export interface MemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  parent_id: number | null;
  club_label: string;
  labels: string[];
  language: string;
  currency: string;
  created_at: Date;
}

export const findMember = (db: Queryable, id: number) =>
  one<MemberRow>(db, 'select * from accounts where id = $1', [id]);

/**
 * The account behind an affiliate code, if the code is one: an agent's (the new account joins its
 * team) or a member's own (type 0: the new account is their referral, migration 027).
 */
export const findAgentByCode = (db: Queryable, code: string) =>
  one<{ id: number; type: number }>(
    db,
    'select id, type from accounts where upper(affiliate_code) = upper($1)',
    [code.trim()],
  );

/** What a new account is made of; its password hash is `!` when it has no password. */
export interface AccountInsert {
  username: string;
  passwordHash: string;
  type: number;
  parentId?: number | null;
  nickname: string;
  email?: string | null;
  dialing?: string | null;
  mobile?: string | null;
  language: string;
  currency: string;
  isGuest?: boolean;
  /** A partner's player: the partner, and the partner's own id for the player. */
  partner?: { id: string; playerId: string } | null;
  /** The agent who registered it from the team centre; absent when the player signed up. */
  registeredBy?: number | null;
}

/** Inserts an account; a taken username or number fails with the database's unique violation. */
export const insertAccount = (tx: Queryable, account: AccountInsert, now: Date) =>
  one<{ id: number }>(
    tx,
    `insert into accounts (username, password_hash, type, parent_id, nickname, email, dialing_code, mobile, language,
       currency, is_guest, password_changed_at, created_at, labels, partner_id, partner_player_id, registered_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16) returning id`,
    [
      account.username,
      account.passwordHash,
      account.type,
      account.parentId ?? null,
      account.nickname,
      account.email ?? null,
      account.dialing ?? null,
      account.mobile ?? null,
      account.language,
      account.currency,
      account.isGuest ?? false,
      now,
      account.isGuest ? ['Trial'] : ['New'],
      account.partner?.id ?? null,
      account.partner?.playerId ?? null,
      account.registeredBy ?? null,
    ],
  );

/**
 * Sets a new password from its hash (made before the caller's transaction). The caller ends the
 * account's other sessions and game pages, so that a stolen one stops working.
 */
export async function setPasswordHash(tx: Queryable, accountId: number, hash: string, now: Date) {
  await tx.query(
    'update accounts set password_hash = $2, password_changed_at = $3, must_change_password = false, failed_logins = 0 where id = $1',
    [accountId, hash, now],
  );
}

export async function setLanguage(db: Queryable, accountId: number, language: string) {
  await db.query('update accounts set language = $2 where id = $1', [accountId, language]);
}

/**
 * Counts a login attempt before its password is checked, in one statement: guesses sent in
 * parallel each take their own number. Returns the account's failed attempts so far.
 */
export const countLoginAttempt = async (db: Queryable, accountId: number) =>
  (await one<{ failed_logins: number }>(
    db,
    'update accounts set failed_logins = failed_logins + 1 where id = $1 returning failed_logins',
    [accountId],
  ))!.failed_logins;

export async function clearFailedLogins(db: Queryable, accountId: number) {
  await db.query('update accounts set failed_logins = 0 where id = $1', [accountId]);
}

export async function recordLogin(db: Queryable, accountId: number, now: Date, ip: string) {
  await db.query(
    'update accounts set last_login_at = $2, last_login_ip = $3, login_count = login_count + 1 where id = $1',
    [accountId, now, ip],
  );
}

/**
 * Notes what a login or registration came from, once per value: the address, and the browser's
 * loginDeviceId when it sent one. Two accounts with a mark in common may be one person (a
 * referral to oneself is not paid: sandbox/platform/referral/guard-repository.ts).
 */
export async function recordMarks(
  db: Queryable,
  accountId: number,
  marks: { address: string; device?: string },
  now: Date,
) {
  await db.query(
    `insert into account_marks (account_id, kind, value, first_at)
     select $1, kind, value, $4 from (values ('address', $2::text), ('device', $3::text)) m (kind, value)
      where value is not null
     on conflict do nothing`,
    [accountId, marks.address, marks.device ?? null, now],
  );
}

/**
 * Whether `address` is one this account registered or logged in from, and whether it has any:
 * an account with no recorded address (seeded, or older than the marks) has nothing to compare.
 */
export async function addressStanding(db: Queryable, accountId: number, address: string) {
  const row = await one<{ known: boolean; any: boolean }>(
    db,
    `select coalesce(bool_or(value = $2), false) as known, count(*) > 0 as any
       from account_marks where account_id = $1 and kind = 'address'`,
    [accountId, address],
  );
  return { known: row?.known ?? false, any: row?.any ?? false };
}

/** The first login is recorded once; later calls keep its time. */
export async function markFirstLogin(db: Queryable, accountId: number, now: Date) {
  await db.query('update accounts set first_login_at = coalesce(first_login_at, $2) where id = $1', [
    accountId,
    now,
  ]);
}
