import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The seed's SQL: the tables it fills in bulk, and the few rows it reads back while it works. */

/** Inserts rows in batches of multi-row VALUES (one statement per batch is ~50x faster in PGlite). */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  batch = 500,
) {
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const params: unknown[] = [];
    const tuples = slice.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(',')})`);
    await db.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params);
  }
}

/**
 * Adds the settings a data folder lacks (it was seeded before they existed) and keeps the rest:
 * every domain then finds each setting of BrandSettings, with the seed's value when it had none.
 */
export async function addMissingSettings(db: Queryable, settings: Record<string, unknown>) {
  const entries = Object.entries(settings);
  await db.query(
    `insert into brand_settings (key, value)
     select key, value from jsonb_each($1::jsonb)
     on conflict (key) do nothing`,
    [JSON.stringify(Object.fromEntries(entries))],
  );
}

/** A seeded database has its brand's merchant code. */
export const isSeeded = async (db: Queryable) =>
  !!(await one(db, "select 1 from brand_settings where key = 'merchantCode'"));

export const accountIdOf = async (db: Queryable, username: string) =>
  (await one<{ id: number }>(db, 'select id from accounts where username = $1', [username]))!.id;

export interface SeedAccountRow {
  username: string;
  passwordHash: string;
  type: number;
  parentId: number | null;
  nickname: string;
  email: string | null;
  dialing: string | null;
  mobile: string | null;
  language: string;
  currency: string;
  passwordChangedAt: Date;
  firstLoginAt: Date | null;
  clubLabel: string;
  labels: string[];
  affiliateCode: string | null;
  mustChangePassword: boolean;
}

/** A demo account, and a copy of its password that /sandbox/reset puts back. */
export async function insertDemoAccount(db: Queryable, a: SeedAccountRow): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into accounts (username, password_hash, type, parent_id, nickname, email, dialing_code, mobile,
       language, currency, password_changed_at, first_login_at, club_label, labels, affiliate_code, must_change_password)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    [
      a.username,
      a.passwordHash,
      a.type,
      a.parentId,
      a.nickname,
      a.email,
      a.dialing,
      a.mobile,
      a.language,
      a.currency,
      a.passwordChangedAt,
      a.firstLoginAt,
      a.clubLabel,
      a.labels,
      a.affiliateCode,
      a.mustChangePassword,
    ],
  );
  await db.query(
    'insert into seed_accounts (username, password_hash, password_changed_at, must_change_password) values ($1, $2, $3, $4)',
    [a.username, a.passwordHash, a.passwordChangedAt, a.mustChangePassword],
  );
  return row!.id;
}

/** Downline players nobody logs in to (no password), oldest first. */
export const passwordlessDownlines = (db: Queryable) =>
  db.query<{ id: number }>(
    "select id from accounts where parent_id is not null and password_hash = '!' order by id",
  );

export const lotteryGames = (db: Queryable) =>
  db.query<{ game_id: string; sort: number }>(
    "select game_id, sort from games where category in ('LOTT', 'ELOTT') order by node_id",
  );

export const slotGames = (db: Queryable) =>
  db.query<{ node_id: number; vendor: string; name_en: string }>(
    "select node_id, vendor, name_en from games where category = 'RNG' and game_type in ('SLOT', 'JACKPOT') order by node_id",
  );
