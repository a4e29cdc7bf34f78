import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/**
 * The switches' own SQL: readouts no platform call makes (codes, answers) and the writes that put
 * a scenario in place or back. Reads and writes the platform shares stay in their domain.
 */

export const smsOutbox = (db: Queryable, mobile: string) =>
  db.query<{
    id: number;
    dialingCode: string;
    mobile: string;
    purpose: string;
    code: string | null;
    body: string | null;
    createdAt: Date;
    expiresAt: Date;
    usedAt: Date | null;
  }>(
    `select id, dialing_code as "dialingCode", mobile, purpose, code, body, created_at as "createdAt", expires_at as "expiresAt", used_at as "usedAt"
       from sms_outbox ${mobile ? 'where mobile = $1 or dialing_code || mobile = $1' : ''} order by id desc limit 50`,
    mobile ? [mobile] : [],
  );

export const emailOutbox = (db: Queryable, address: string) =>
  db.query<{ id: number; address: string; subject: string; body: string; createdAt: Date }>(
    `select id, address, subject, body, created_at as "createdAt" from email_outbox ${address ? 'where lower(address) = $1' : ''} order by id desc limit 50`,
    address ? [address] : [],
  );

/** The captcha drawn for `key`, or the one drawn last (not the latest by the clock, which resets move back). */
export const captchaAnswer = (db: Queryable, key: string) =>
  one<{ key: string; answer: string }>(
    db,
    key
      ? 'select key, answer from captchas where key = $1'
      : 'select key, answer from captchas order by drawn desc limit 1',
    key ? [key] : [],
  );

export const expirePassword = (db: Queryable, username: string) =>
  one<{ username: string }>(
    db,
    "update accounts set password_changed_at = now() - interval '400 days' where lower(username) = lower($1) returning username",
    [username],
  );

export const accountIdOf = (db: Queryable, username: string) =>
  one<{ id: number }>(db, 'select id from accounts where lower(username) = lower($1)', [username]);

/** The account's known addresses become exactly `addresses` (its devices stay as they were). */
export async function replaceAddressMarks(tx: Queryable, accountId: number, addresses: string[], now: Date) {
  await tx.query("delete from account_marks where account_id = $1 and kind = 'address'", [accountId]);
  await tx.query(
    `insert into account_marks (account_id, kind, value, first_at)
     select $1, 'address', a, $3 from unnest($2::text[]) a on conflict do nothing`,
    [accountId, addresses, now],
  );
}

export const setFlag = (db: Queryable, modId: string, enabled: boolean) =>
  one(db, 'update whitelabel_nodes set enabled = $2 where mod_id = $1 returning mod_id', [modId, enabled]);

/** Columns of a registration rule, by the field a switch names. */
const RULE_COLUMNS: Record<string, string> = {
  enabled: 'enabled',
  required: 'required',
  acceptedPattern: 'accepted_pattern',
  patternId: 'pattern_id',
  minLength: 'min_length',
  maxLength: 'max_length',
};

/**
 * Changes the fields of one rule that `change` names; undefined when there is no such rule (or
 * the change would leave it shorter at most than at least). Nothing named: nothing to change.
 */
export async function updateRegisterRule(
  db: Queryable,
  change: { registerType: string; field: string; [key: string]: unknown },
): Promise<'unchanged' | 'changed' | undefined> {
  const sets = Object.entries(RULE_COLUMNS).filter(([key]) => change[key] !== undefined);
  if (sets.length === 0) return 'unchanged';
  const row = await one(
    db,
    `update register_rules set ${sets.map(([, column], i) => `${column} = $${i + 3}`).join(', ')}
      where register_type = $1 and field = $2 and min_length <= max_length returning field`,
    [change.registerType, change.field, ...sets.map(([key]) => change[key])],
  );
  return row ? 'changed' : undefined;
}

export const setVendorMaintenance = (db: Queryable, code: string, start: Date | null, end: Date | null) =>
  one<{ code: string }>(
    db,
    'update vendors set maintenance_start = $2, maintenance_end = $3 where code = $1 returning code',
    [code, start, end],
  );

export const insertNotice = (
  db: Queryable,
  notice: { type: string; title: Record<string, string>; content: Record<string, string> },
  now: Date,
) =>
  one<{ id: number }>(
    db,
    'insert into notices (type, title, content, created_at) values ($1, $2, $3, $4) returning id',
    [notice.type, JSON.stringify(notice.title), JSON.stringify(notice.content), now],
  );

/** The accounts the seed made. */
export const demoAccounts = (db: Queryable) =>
  db.query<{ id: number; username: string }>(
    'select a.id, a.username from accounts a join seed_accounts s on s.username = a.username',
  );

export async function forgetFavorites(tx: Queryable, accountIds: number[]) {
  await tx.query('delete from favorites where account_id = any($1)', [accountIds]);
}

export async function resetFlag(tx: Queryable, modId: string, enabled: boolean) {
  await tx.query('update whitelabel_nodes set enabled = $2 where mod_id = $1', [modId, enabled]);
}

/** Every account's failed logins forgotten; the demo accounts' seeded passwords back. */
export async function restoreDemoPasswords(tx: Queryable) {
  await tx.query('update accounts set failed_logins = 0');
  // Accounts created since are left alone.
  await tx.query(
    `update accounts a set password_hash = s.password_hash, password_changed_at = s.password_changed_at,
       must_change_password = s.must_change_password from seed_accounts s where a.username = s.username`,
  );
}

export async function resetRegisterRule(
  tx: Queryable,
  type: string,
  rule: readonly [
    field: string,
    enabled: boolean,
    required: boolean,
    pattern: string,
    patternId: number,
    min: number,
    max: number,
  ],
) {
  const [field, enabled, required, pattern, patternId, min, max] = rule;
  await tx.query(
    `update register_rules set enabled = $3, required = $4, accepted_pattern = $5, pattern_id = $6, min_length = $7, max_length = $8
      where register_type = $1 and field = $2`,
    [type, field, enabled, required, pattern, patternId, min, max],
  );
}

export async function endVendorMaintenance(tx: Queryable) {
  await tx.query('update vendors set maintenance_start = null, maintenance_end = null');
}

/** Notices after the first `keep` (the seed's) go. */
export async function deleteNoticesAfter(tx: Queryable, keep: number) {
  await tx.query('delete from notices where id > $1', [keep]);
}
