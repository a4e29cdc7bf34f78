import type { Database } from '../../sandbox/core/db/database';

/**
 * What a refused request must leave as it found: every table's row count (so a table another
 * change adds is covered without a word here), plus what can change without a row being added —
 * every wallet's balance, the status of every order and contract, every account's credentials and
 * contacts, every session's revocation, every safer-gambling limit and interval, every reward's state.
 *
 * Left out on purpose, because refusing is their job: the security bookkeeping a refusal writes
 * (failed-login counters, a wrong payment password's attempt count and lock, an SMS code's
 * attempts, a session's last-seen time) and the nonces of signed partner calls, kept before the
 * body is read so that a replay is refused however the first call ended; and a baccarat coup's
 * seed (coup_seeds), the table's and fixed when the coup was shuffled, kept before the first
 * real-money stake on the coup is taken so that a bet a crashed process leaves open can still be
 * dealt: a bet then refused (a loss limit, the balance) changed no one's money or record, and the
 * coup's next bet keeps the same row.
 */
const BOOKKEEPING_TABLES = new Set(['partner_nonces', 'coup_seeds']);

const CONTENT: Record<string, string> = {
  balances: `select md5(coalesce(string_agg(id || ':' || balance, ',' order by id), '')) from ledger_accounts`,
  accounts: `select md5(coalesce(string_agg(concat_ws('|', id, username, password_hash, type, parent_id,
      nickname, email, mobile, dialing_code, language, currency, is_guest, must_change_password,
      affiliate_code, icon), ',' order by id), '')) from accounts`,
  revokedSessions: `select count(revoked_at)::int from sessions`,
  deposits: `select md5(coalesce(string_agg(order_no || ':' || status || ':' || bonus_amount, ',' order by id), '')) from deposit_orders`,
  withdrawals: `select md5(coalesce(string_agg(order_no || ':' || status, ',' order by id), '')) from withdrawal_orders`,
  payoutAccounts: `select md5(coalesce(string_agg(id || ':' || (removed_at is null), ',' order by id), '')) from payout_accounts`,
  paymentPasswords: `select md5(coalesce(string_agg(account_id || ':' || hash, ',' order by account_id), '')) from payment_passwords`,
  contracts: `select md5(coalesce(string_agg(id || ':' || status, ',' order by id), '')) from agent_contracts`,
  payouts: `select md5(coalesce(string_agg(id || ':' || status, ',' order by id), '')) from contract_payouts`,
  usedTickets: `select count(used_at)::int from partner_tickets`,
  // Safer gambling: a limit or an interval changes in place, with no row added.
  protectionLimits: `select md5(coalesce(string_agg(concat_ws('|', account_id, kind, period, value, pending_value,
      pending_effective_at), ',' order by account_id, kind, period), '')) from protection_limits`,
  realityChecks: `select md5(coalesce(string_agg(account_id || ':' || coalesce(reality_check_minutes, 0), ','
      order by account_id), '')) from protection_settings`,
  // Rewards whose state moves in place: redeems decided, promotions joined and claimed, messages read.
  redeems: `select md5(coalesce(string_agg(id || ':' || status, ',' order by id), '')) from points_redeems`,
  promotionMembers: `select md5(coalesce(string_agg(concat_ws('|', promotion_id, account_id, state, claimed_amount),
      ',' order by promotion_id, account_id), '')) from promotion_members`,
  readMessages: `select count(read_at)::int from member_messages`,
};

export type Digest = Record<string, string | number>;

/** The state digest's query, built once from the tables the database has now. */
export async function digestQuery(db: Database): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts = tables
    .filter(({ name }) => !BOOKKEEPING_TABLES.has(name))
    .map(({ name }) => `(select count(*) from "${name}")::int as "rows:${name}"`);
  const contents = Object.entries(CONTENT).map(([name, sql]) => `(${sql}) as "${name}"`);
  return `select ${[...counts, ...contents].join(',\n')}`;
}

export async function takeDigest(db: Database, query: string): Promise<Digest> {
  return (await db.query<Digest>(query))[0]!;
}

/** The fields that differ, as `name: before → after`. */
export function digestDiff(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after })
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key]} → ${after[key]}`);
}

/**
 * The position of the write-ahead log. Every committed write moves it, so an unmoved position
 * proves nothing changed at a cost of ~0.2 ms, where the digest costs ~4 ms. A moved one proves
 * nothing (a rolled-back write, a row lock, a hint bit move it too): then the digest decides.
 */
export async function walPosition(db: Database): Promise<string> {
  return (await db.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn'))[0]!.lsn;
}

/**
 * Tells whether a request changed the state, comparing the digest before and after it; the
 * digest is recomputed only when the log moved. `settle` is called before each request, so that
 * whatever happened since the last one (an accepted request, a fresh login) is the new baseline.
 */
export function createStateWatch(db: Database, query: string) {
  let at = '';
  let digest: Digest = {};
  return {
    /** Makes the current state the baseline. */
    async settle() {
      const now = await walPosition(db);
      if (now === at) return;
      digest = await takeDigest(db, query);
      at = await walPosition(db);
    },
    /** What changed since the baseline (empty: nothing); the state now becomes the baseline. */
    async changes(): Promise<string[]> {
      const now = await walPosition(db);
      if (now === at) return [];
      const before = digest;
      digest = await takeDigest(db, query);
      at = await walPosition(db);
      return digestDiff(before, digest);
    },
  };
}
