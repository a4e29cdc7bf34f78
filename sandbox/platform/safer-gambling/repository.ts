import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { ExclusionKind, LimitKind, LimitPeriod, ProtectionChange } from '@sdk/contract';

/**
 * Safer gambling's SQL: limits, reality checks, exclusions, the history of changes and the
 * idempotency of limit requests (migration 022), and the deposits a deposit limit counts.
 * Money is minor units, session limits and reality checks minutes.
 */

export interface LimitRow {
  kind: LimitKind;
  /** '' for the session limit. */
  period: LimitPeriod | '';
  value: number | null;
  pending_value: number | null;
  pending_requested_at: Date | null;
  /** Not null: a raise or removal is waiting. */
  pending_effective_at: Date | null;
}

const LIMIT_COLUMNS = `kind, period, value::float8 as value, pending_value::float8 as pending_value,
  pending_requested_at, pending_effective_at`;

/**
 * Holds the member's account row until the transaction ends: their limit changes, exclusions,
 * deposits and bets under a limit queue one after the other. `no key update`: the key-share locks
 * that rows referring to the account take (a withdrawal order written under its wallet's lock, a
 * round) do not wait for it, so it cannot close a cycle with them.
 */
export async function lockAccount(tx: Queryable, accountId: number) {
  await tx.query('select id from accounts where id = $1 for no key update', [accountId]);
}

export const limitsOf = (db: Queryable, accountId: number) =>
  db.query<LimitRow>(`select ${LIMIT_COLUMNS} from protection_limits where account_id = $1`, [accountId]);

export const limitOf = (db: Queryable, accountId: number, kind: LimitKind, period: string) =>
  one<LimitRow>(
    db,
    `select ${LIMIT_COLUMNS} from protection_limits where account_id = $1 and kind = $2 and period = $3`,
    [accountId, kind, period],
  );

/** The money limits of one kind in force (a value set), by period. */
export const moneyLimitsOf = (db: Queryable, accountId: number, kind: 'deposit' | 'loss') =>
  db.query<{ period: LimitPeriod; value: number }>(
    `select period, value::float8 as value from protection_limits
      where account_id = $1 and kind = $2 and value is not null`,
    [accountId, kind],
  );

/** Writes a limit as it now stands, with its pending change or none. */
export async function saveLimit(tx: Queryable, accountId: number, row: LimitRow, now: Date) {
  await tx.query(
    `insert into protection_limits (account_id, kind, period, value, pending_value, pending_requested_at,
       pending_effective_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (account_id, kind, period) do update set value = excluded.value,
       pending_value = excluded.pending_value, pending_requested_at = excluded.pending_requested_at,
       pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`,
    [
      accountId,
      row.kind,
      row.period,
      row.value,
      row.pending_value,
      row.pending_requested_at,
      row.pending_effective_at,
      now,
    ],
  );
}

export const realityCheckOf = async (db: Queryable, accountId: number): Promise<number | null> =>
  (
    await one<{ minutes: number | null }>(
      db,
      'select reality_check_minutes as minutes from protection_settings where account_id = $1',
      [accountId],
    )
  )?.minutes ?? null;

export async function saveRealityCheck(tx: Queryable, accountId: number, minutes: number | null) {
  await tx.query(
    `insert into protection_settings (account_id, reality_check_minutes) values ($1, $2)
     on conflict (account_id) do update set reality_check_minutes = excluded.reality_check_minutes`,
    [accountId, minutes],
  );
}

/** The exclusion in force at `now`: of all that have not ended, the one that ends last. */
export const activeExclusionOf = (db: Queryable, accountId: number, now: Date) =>
  one<{ kind: ExclusionKind; until: Date }>(
    db,
    `select kind, until from protection_exclusions where account_id = $1 and until > $2
      order by until desc limit 1`,
    [accountId, now],
  );

export async function insertExclusion(
  tx: Queryable,
  row: { accountId: number; kind: ExclusionKind; duration: string; startedAt: Date; until: Date },
) {
  await tx.query(
    `insert into protection_exclusions (account_id, kind, duration, started_at, until) values ($1, $2, $3, $4, $5)`,
    [row.accountId, row.kind, row.duration, row.startedAt, row.until],
  );
}

export interface EventRow {
  at: Date;
  source: 'player' | 'system' | 'operator';
  change: ProtectionChange;
  kind: LimitKind | null;
  period: string | null;
  from_value: number | null;
  to_value: number | null;
  effective_at: Date | null;
  until: Date | null;
}

export async function insertEvent(tx: Queryable, accountId: number, event: EventRow) {
  await tx.query(
    `insert into protection_events (account_id, at, source, change, kind, period, from_value, to_value,
       effective_at, until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      accountId,
      event.at,
      event.source,
      event.change,
      event.kind,
      event.period,
      event.from_value,
      event.to_value,
      event.effective_at,
      event.until,
    ],
  );
}

export const eventsPage = (db: Queryable, accountId: number, limit: number, offset: number) =>
  db.query<EventRow>(
    `select at, source, change, kind, period, from_value::float8 as from_value, to_value::float8 as to_value,
            effective_at, until
       from protection_events where account_id = $1 order by at desc, id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );

export const countEvents = async (db: Queryable, accountId: number) =>
  (
    await one<{ n: number }>(db, 'select count(*)::int as n from protection_events where account_id = $1', [
      accountId,
    ])
  )?.n ?? 0;

export const findRequest = (tx: Queryable, accountId: number, requestId: string) =>
  one<{ fingerprint: string }>(
    tx,
    'select fingerprint from protection_requests where account_id = $1 and request_id = $2',
    [accountId, requestId],
  );

export async function insertRequest(
  tx: Queryable,
  row: { accountId: number; requestId: string; fingerprint: string; at: Date },
) {
  await tx.query(
    'insert into protection_requests (account_id, request_id, fingerprint, created_at) values ($1, $2, $3, $4)',
    [row.accountId, row.requestId, row.fingerprint, row.at],
  );
}

/**
 * Deposits a deposit limit counts per window: orders made in the window that are paid or still
 * waiting for payment, so opening several orders cannot outrun the limit. Failed and expired
 * orders moved no money and free their share again.
 */
export const depositSumsIn = (db: Queryable, accountId: number, starts: Date[], ends: Date[]) =>
  db.query<{ i: number; amount: number }>(
    `select w.i::int as i, coalesce(sum(o.amount), 0)::float8 as amount
       from unnest($2::timestamptz[], $3::timestamptz[]) with ordinality as w(start_at, end_at, i)
       left join deposit_orders o
         on o.account_id = $1 and o.status in ('pending', 'paid')
        and o.created_at >= w.start_at and o.created_at < w.end_at
      group by w.i
      order by w.i`,
    [accountId, starts, ends],
  );

/** Every member's limits, reality checks, exclusions, history and request ids: the sandbox reset. */
export async function forgetAllProtection(tx: Queryable) {
  for (const table of [
    'protection_events',
    'protection_exclusions',
    'protection_limits',
    'protection_settings',
    'protection_requests',
  ])
    await tx.query(`delete from ${table}`);
}
