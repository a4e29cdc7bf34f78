import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The security centre's SQL: payment passwords, payout accounts, the login history. */

/** What the security page shows of the account itself. */
export interface ProfileRow {
  username: string;
  created_at: Date;
  email: string | null;
  dialing_code: string | null;
  mobile: string | null;
}

export const findProfile = (db: Queryable, accountId: number) =>
  one<ProfileRow>(
    db,
    'select username, created_at, email, dialing_code, mobile from accounts where id = $1',
    [accountId],
  );

// ── Payment password ────────────────────────────────────────────────────────────────────────────

export interface PaymentPasswordRow {
  hash: string;
  attempts: number;
  locked_until: Date | null;
  request_id: string | null;
}

export const findPaymentPassword = (db: Queryable, accountId: number) =>
  one<PaymentPasswordRow>(
    db,
    'select hash, attempts, locked_until, request_id from payment_passwords where account_id = $1',
    [accountId],
  );

/**
 * Counts a guess before it is compared, in one statement (the row lock serializes parallel ones),
 * and returns the hash to compare it with. Nothing comes back while the password is locked. A
 * lock that has run out starts a new run; the guess that makes `maxAttempts` locks at once, so a
 * guess sent alongside it finds the lock instead of a comparison (a right answer lifts it).
 */
export const countPaymentGuess = (
  db: Queryable,
  accountId: number,
  guess: { now: Date; maxAttempts: number; lockUntil: Date },
) =>
  one<{ hash: string; attempts: number; locked_until: Date | null }>(
    db,
    `update payment_passwords set
        attempts = case when locked_until <= $2 then 1 else attempts + 1 end,
        locked_until = case
          when locked_until <= $2 then (case when $3 <= 1 then $4::timestamptz end)
          when attempts + 1 >= $3 then $4::timestamptz
          else locked_until end
      where account_id = $1 and (locked_until is null or locked_until <= $2)
      returning hash, attempts, locked_until`,
    [accountId, guess.now, guess.maxAttempts, guess.lockUntil],
  );

/**
 * Gives back a guess that was counted but never compared (the busy server shed its check): only a
 * wrong password may count towards the lock, or a flood of other players' logins would lock this
 * member out. The lock goes with it when that guess had set it.
 */
export async function returnPaymentGuess(db: Queryable, accountId: number, maxAttempts: number) {
  await db.query(
    `update payment_passwords set
        attempts = attempts - 1,
        locked_until = case when attempts - 1 < $2 then null else locked_until end
      where account_id = $1 and attempts > 0`,
    [accountId, maxAttempts],
  );
}

/** A right guess (or a new password) ends the run of wrong ones and any lock. */
export async function clearPaymentGuesses(db: Queryable, accountId: number) {
  await db.query('update payment_passwords set attempts = 0, locked_until = null where account_id = $1', [
    accountId,
  ]);
}

/** Stores the first payment password; false when one exists already (a parallel first set won). */
export const insertPaymentPassword = async (
  db: Queryable,
  accountId: number,
  set: { hash: string; requestId: string | null; now: Date },
) =>
  !!(await one(
    db,
    `insert into payment_passwords (account_id, hash, request_id, updated_at) values ($1, $2, $3, $4)
     on conflict (account_id) do nothing returning account_id`,
    [accountId, set.hash, set.requestId, set.now],
  ));

export async function replacePaymentPassword(
  db: Queryable,
  accountId: number,
  set: { hash: string; requestId: string | null; now: Date },
) {
  await db.query(
    `update payment_passwords set hash = $2, request_id = $3, updated_at = $4, attempts = 0, locked_until = null
      where account_id = $1`,
    [accountId, set.hash, set.requestId, set.now],
  );
}

// ── Payout accounts ─────────────────────────────────────────────────────────────────────────────

export interface PayoutRow {
  id: string;
  kind: 'bank' | 'usdt';
  bank_name: string | null;
  holder_name: string | null;
  masked: string;
  created_at: Date;
}

/** A member's live payout accounts, oldest first. The whole number is never selected. */
export const livePayoutAccounts = (db: Queryable, accountId: number) =>
  db.query<PayoutRow>(
    `select id, kind, bank_name, holder_name, masked, created_at from payout_accounts
      where account_id = $1 and removed_at is null order by created_at, id`,
    [accountId],
  );

/** One live payout account of this member (another member's id finds nothing). */
export const findLivePayoutAccount = (db: Queryable, accountId: number, id: string) =>
  one<{ id: string }>(
    db,
    'select id from payout_accounts where id = $1 and account_id = $2 and removed_at is null',
    [id, accountId],
  );

/** Whether the member already holds this card number or address. */
export const holdsPayoutNumber = async (db: Queryable, accountId: number, kind: string, number: string) =>
  !!(await one(
    db,
    'select 1 from payout_accounts where account_id = $1 and kind = $2 and number = $3 and removed_at is null',
    [accountId, kind, number],
  ));

/**
 * Locks the member's account row until the transaction ends, so that parallel adds for one member
 * count and insert one after the other (a count alone would let each see room for itself).
 */
export async function lockMemberForPayouts(tx: Queryable, accountId: number) {
  await tx.query('select id from accounts where id = $1 for update', [accountId]);
}

export const countLivePayoutAccounts = async (db: Queryable, accountId: number) =>
  (await one<{ n: number }>(
    db,
    'select count(*)::int as n from payout_accounts where account_id = $1 and removed_at is null',
    [accountId],
  ))!.n;

export interface NewPayoutAccount {
  id: string;
  accountId: number;
  kind: 'bank' | 'usdt';
  bankName: string | null;
  holderName: string | null;
  number: string;
  masked: string;
  createdAt: Date;
}

/** Inserts a payout account; the same live number twice fails with the unique violation. */
export async function insertPayoutAccount(tx: Queryable, row: NewPayoutAccount) {
  await tx.query(
    `insert into payout_accounts (id, account_id, kind, bank_name, holder_name, number, masked, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.accountId, row.kind, row.bankName, row.holderName, row.number, row.masked, row.createdAt],
  );
}

/** Removes a live payout account of this member; false when there is none by that id. */
export const removePayoutAccount = async (db: Queryable, accountId: number, id: string, now: Date) =>
  !!(await one(
    db,
    `update payout_accounts set removed_at = $3 where id = $1 and account_id = $2 and removed_at is null
     returning id`,
    [id, accountId, now],
  ));

// ── Logins ──────────────────────────────────────────────────────────────────────────────────────

/** Logins kept per account: the page shows 10; a few more cost nothing and help a support desk. */
const LOGINS_KEPT = 50;

/** Records a login and lets the account's oldest ones go past the ones kept. */
export async function insertLogin(
  db: Queryable,
  login: { accountId: number; at: Date; ip: string; device: string },
) {
  await db.query('insert into member_logins (account_id, at, ip, device) values ($1, $2, $3, $4)', [
    login.accountId,
    login.at,
    login.ip,
    login.device,
  ]);
  await db.query(
    `delete from member_logins where account_id = $1 and id not in (
       select id from member_logins where account_id = $1 order by at desc, id desc limit $2)`,
    [login.accountId, LOGINS_KEPT],
  );
}

export const recentLogins = (db: Queryable, accountId: number, limit: number) =>
  db.query<{ at: Date; ip: string; device: string }>(
    'select at, ip, device from member_logins where account_id = $1 order by at desc, id desc limit $2',
    [accountId, limit],
  );

// ── Sandbox reset ───────────────────────────────────────────────────────────────────────────────

/** Gives demo accounts a clean security page: no payment password, no payout accounts. */
export async function forgetSecurityCentre(tx: Queryable, accountIds: number[], now: Date) {
  await tx.query('delete from payment_passwords where account_id = any($1::int[])', [accountIds]);
  await tx.query(
    'update payout_accounts set removed_at = $2 where account_id = any($1::int[]) and removed_at is null',
    [accountIds, now],
  );
}

// ── Contact binding ─────────────────────────────────────────────────────────────────────────────

/** Binds a number to an account that has none; false when it already had one (a parallel bind). */
export const bindMobileRow = async (db: Queryable, accountId: number, dialing: string, mobile: string) =>
  !!(await one(
    db,
    `update accounts set dialing_code = $2, mobile = $3 where id = $1 and mobile is null returning id`,
    [accountId, dialing, mobile],
  ));

/** Binds an address to an account that has none; false when it already had one. */
export const bindEmailRow = async (db: Queryable, accountId: number, email: string) =>
  !!(await one(db, `update accounts set email = $2 where id = $1 and email is null returning id`, [
    accountId,
    email,
  ]));

/** Whether another account holds this address (any case). */
export const emailHeldByOther = async (db: Queryable, accountId: number, email: string) =>
  !!(await one(db, 'select id from accounts where lower(email) = lower($2) and id <> $1 limit 1', [
    accountId,
    email,
  ]));

/** Whether another account holds this number. */
export const mobileHeldByOther = async (db: Queryable, accountId: number, dialing: string, mobile: string) =>
  !!(await one(db, 'select id from accounts where dialing_code = $2 and mobile = $3 and id <> $1', [
    accountId,
    dialing,
    mobile,
  ]));

export interface EmailCodeKey {
  readonly address: string;
  readonly purpose: string;
}

/** An email that carries a code; the address's earlier live codes for the purpose stop working. */
export async function insertEmailCode(
  db: Queryable,
  to: EmailCodeKey,
  message: { subject: string; body: string; code: string | null; now: Date; expiresAt: Date },
) {
  await db.query(
    `update email_outbox set expires_at = $3 where lower(address) = lower($1) and purpose = $2
        and code is not null and used_at is null and expires_at > $3`,
    [to.address, to.purpose, message.now],
  );
  await db.query(
    `insert into email_outbox (address, subject, body, created_at, purpose, code, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [to.address, message.subject, message.body, message.now, to.purpose, message.code, message.expiresAt],
  );
}

/** Counts a guess against the address's latest live code and returns it (like SMS codes). */
export const countEmailGuess = (db: Queryable, to: EmailCodeKey, now: Date, maxAttempts: number) =>
  one<{ id: number; code: string }>(
    db,
    `update email_outbox set attempts = attempts + 1 where id = (
       select id from email_outbox where lower(address) = lower($1) and purpose = $2 and code is not null
          and used_at is null and expires_at > $3 and attempts < $4
        order by id desc limit 1 for update)
     returning id, code`,
    [to.address, to.purpose, now, maxAttempts],
  );

/** Marks an email code used; false when a parallel request used it first. */
export const spendEmailCode = async (db: Queryable, id: number, now: Date) =>
  !!(await one(db, 'update email_outbox set used_at = $2 where id = $1 and used_at is null returning id', [
    id,
    now,
  ]));
