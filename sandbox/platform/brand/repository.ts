import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { BrandSettingKey, BrandSettings } from './settings';
import type { RegisterRules, WhitelabelNode } from '@sdk/contract';

export type { BrandSettingKey, BrandSettings } from './settings';

export async function getSetting<K extends BrandSettingKey>(
  db: Queryable,
  key: K,
): Promise<BrandSettings[K]> {
  const row = await one<{ value: BrandSettings[K] }>(db, 'select value from brand_settings where key = $1', [
    key,
  ]);
  if (!row) throw new Error(`Brand setting ${key} is missing: seed the database first`);
  return row.value;
}

/** The RSA key pair of the payload cipher (made by the seed, never switchable). */
export async function storedKeys(
  db: Queryable,
): Promise<{ keyId: string; publicKey: string; privateKey: string }> {
  const row = await one<{ value: { keyId: string; publicKey: string; privateKey: string } }>(
    db,
    "select value from brand_settings where key = 'rsaKeys'",
  );
  if (!row) throw new Error('The RSA keys are missing: seed the database first');
  return row.value;
}

export async function allSettings(db: Queryable): Promise<BrandSettings> {
  const rows = await db.query<{ key: string; value: unknown }>('select key, value from brand_settings');
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as unknown as BrandSettings;
}

export async function setSetting(db: Queryable, key: string, value: unknown) {
  await db.query(
    'insert into brand_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
    [key, JSON.stringify(value)],
  );
}

interface NodeRow {
  mod_id: string;
  parent_id: string | null;
  enabled: boolean;
}

/**
 * The root's `modId`: the platform sends one root node, whose id its page never reads (ours is a
 * name of our own).
 */
export const WHITELABEL_ROOT = 'WHITELABEL';

/** The feature tree as the platform sends it: one root node, `enabled` as "1" or "0". */
export async function whitelabelTree(db: Queryable): Promise<WhitelabelNode> {
  const rows = await db.query<NodeRow>(
    'select mod_id, parent_id, enabled from whitelabel_nodes order by sort',
  );
  const build = (parent: string | null): WhitelabelNode[] =>
    rows
      .filter((r) => r.parent_id === parent)
      .map((r) => ({ modId: r.mod_id, enabled: r.enabled ? '1' : '0', childrenNodes: build(r.mod_id) }));
  return { modId: WHITELABEL_ROOT, enabled: '1', childrenNodes: build(null) };
}

/**
 * A flag is on when its own node is enabled: the platform's page reads each node alone (a parent
 * is a menu group), and the platform enforces what the page shows. Unknown flags are off.
 */
export async function flagEnabled(db: Queryable, modId: string): Promise<boolean> {
  const row = await one<{ on: boolean }>(db, 'select enabled as on from whitelabel_nodes where mod_id = $1', [
    modId,
  ]);
  return row?.on ?? false;
}

interface RuleRow {
  field: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
}

export async function registerRules(db: Queryable, type: 'username' | 'mobile'): Promise<RegisterRules> {
  const rows = await db.query<RuleRow>(
    'select * from register_rules where register_type = $1 order by sort',
    [type],
  );
  return Object.fromEntries(
    rows.map((r) => [
      r.field,
      {
        enabled: r.enabled,
        required: r.required,
        acceptedPattern: r.accepted_pattern,
        patternId: r.pattern_id,
        minLength: r.min_length,
        maxLength: r.max_length,
      },
    ]),
  );
}

export const resources = (db: Queryable) =>
  db.query<{ resourceType: string; url: string; qrCodeUrl: string; labelNameEn: string }>(
    'select resource_type as "resourceType", url, qr_code_url as "qrCodeUrl", label_name_en as "labelNameEn" from resources order by sort',
  );

export const customerServices = (db: Queryable) =>
  db.query<{ csType: string; title: string; link: string }>(
    'select cs_type as "csType", title, link from customer_service order by sort',
  );

export const customerServiceLink = (db: Queryable, csType: string) =>
  one<{ link: string }>(db, 'select link from customer_service where cs_type = $1', [csType]);

export const domains = (db: Queryable) =>
  db.query<{ domainName: string; type: string }>(
    'select domain as "domainName", type from domains order by domain',
  );

/** A listed domain's type, or undefined when the brand does not list it. */
export const domainType = async (db: Queryable, domain: string) =>
  (await one<{ type: string }>(db, 'select type from domains where domain = $1', [domain]))?.type;

/** Forgets every domain but `kept`. */
export const keepOnlyDomains = (db: Queryable, kept: readonly string[]) =>
  db.query('delete from domains where not (domain = any($1))', [kept]);

/** Adds a domain to the brand's list, or changes its type. */
export const upsertDomain = (db: Queryable, domain: string, type: string) =>
  db.query(
    'insert into domains (domain, type) values ($1, $2) on conflict (domain) do update set type = $2',
    [domain, type],
  );

/** Each article in `language`, or in English, then Spanish, when it has no translation. */
export const helpArticles = (db: Queryable, language: string) =>
  db.query<{ id: number; title: string; content: string }>(
    `select distinct on (id) id, title, content from help_articles
      where language in ($1, 'EN', 'ES') order by id, (language = $1) desc, (language = 'EN') desc`,
    [language],
  );

/** Every country of the brand, its own country (the `homeCountry` setting) first. */
export const countries = (db: Queryable) =>
  db.query<{ countryCode: string; countryDialingCode: string; name: string }>(
    `select country_code as "countryCode", dialing_code as "countryDialingCode", name from countries
      order by country_code = (select value #>> '{}' from brand_settings where key = 'homeCountry') desc, sort`,
  );

/** The brand's country's dialling code: what a number sent without one is read in. */
export async function homeDialingCode(db: Queryable): Promise<string> {
  return (await countries(db))[0]?.countryDialingCode ?? '';
}

export interface NoticeRow {
  id: number;
  type: string;
  title: Record<string, string>;
  content: Record<string, string>;
  created_at: Date;
}

/** The notices of these types, newest first. */
export const noticesOf = (db: Queryable, types: string[]) =>
  db.query<NoticeRow>('select * from notices where type = any($1) order by created_at desc, id desc', [
    types,
  ]);
