import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { houseAccountId, mainWalletId, post, toMinor } from '../ledger/ledger';
import { Fault } from '../http/fault';

/** Back-office accounts (SPEC §6 admin label): they exist, but cannot log in to the member portal. */
export const ADMIN_ACCOUNT_TYPE = 9;

/** SPEC §4: the trial (demo) account type. */
export const TRIAL_ACCOUNT_TYPE = 4;

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

export const findById = (db: Queryable, id: number) =>
  one<AccountRow>(db, 'select * from accounts where id = $1', [id]);

export interface NewAccount {
  username: string;
  /**
   * The password's hash, made before the transaction opens (a hash takes ~0.4 s and must not hold
   * a transaction, and with it every balance and bet, that long); null: no password (free-play
   * guests, SMS-only accounts).
   */
  passwordHash: string | null;
  type: number;
  parentId?: number | null;
  nickname: string;
  email?: string | null;
  dialing?: string | null;
  mobile?: string | null;
  language: string;
  isGuest?: boolean;
  /** Credited from the house through the ledger (a trial's play money). */
  openingBalance?: number;
}

const UNIQUE_VIOLATION = '23505';

/** Creates an account with its main wallet; the caller runs it in a transaction. */
export async function createAccount(tx: Queryable, account: NewAccount, now: Date): Promise<number> {
  const hash = account.passwordHash ?? '!';
  const row = await insertAccount(tx, account, hash, now);
  const wallet = await mainWalletId(tx, row.id, 'PHP');
  if (account.openingBalance) {
    await post(tx, {
      idempotencyKey: `opening:${row.id}`,
      kind: account.isGuest ? 'trial_credit' : 'opening',
      reference: account.username,
      entries: [
        { ledgerAccountId: await houseAccountId(tx), amount: -toMinor(account.openingBalance) },
        { ledgerAccountId: wallet, amount: toMinor(account.openingBalance) },
      ],
    });
  }
  return row.id;
}

/** The insert, with a username or number taken by a racing registration reported as taken. */
async function insertAccount(tx: Queryable, account: NewAccount, hash: string, now: Date) {
  try {
    return (await insertRow(tx, account, hash, now))!;
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    const mobile = /mobile/.test((error as { constraint?: string }).constraint ?? '');
    throw mobile
      ? new Fault(409, 'mobile_taken', 'That mobile number is already registered', { field: 'mobileNum' })
      : new Fault(409, 'username_taken', 'That username is already taken', { field: 'username' });
  }
}

const insertRow = (tx: Queryable, account: NewAccount, hash: string, now: Date) =>
  one<{ id: number }>(
    tx,
    `insert into accounts (username, password_hash, type, parent_id, nickname, email, dialing_code, mobile, language,
       is_guest, password_changed_at, created_at, labels)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) returning id`,
    [
      account.username,
      hash,
      account.type,
      account.parentId ?? null,
      account.nickname,
      account.email ?? null,
      account.dialing ?? null,
      account.mobile ?? null,
      account.language,
      account.isGuest ?? false,
      now,
      account.isGuest ? ['Trial'] : ['New'],
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
