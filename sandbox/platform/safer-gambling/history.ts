import type {
  LimitKind,
  LimitPeriod,
  ProtectionChange,
  ProtectionEvent,
  ProtectionHistory,
} from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { countEvents, eventsPage, insertEvent, type EventRow } from './repository';
import { toWire } from './values';

/** A change to record: who made it, and what it moved. Values as stored (minor units, minutes). */
export interface Change {
  readonly change: ProtectionChange;
  readonly source?: EventRow['source'];
  readonly kind?: LimitKind;
  readonly period?: LimitPeriod | '';
  readonly from?: number | null;
  readonly to?: number | null;
  readonly effectiveAt?: Date;
  readonly until?: Date;
}

/** Records a change in the caller's transaction, so a change and its record stand or fall together. */
export function recordChange(tx: Queryable, accountId: number, at: Date, change: Change): Promise<void> {
  return insertEvent(tx, accountId, {
    at,
    source: change.source ?? 'player',
    change: change.change,
    kind: change.kind ?? null,
    period: change.period || null,
    from_value: change.from ?? null,
    to_value: change.to ?? null,
    effective_at: change.effectiveAt ?? null,
    until: change.until ?? null,
  });
}

/** Changes whose `from` and `to` say something, null meaning "no limit" or "no reminder". */
const WITH_VALUES = new Set<ProtectionChange>([
  'limit_set',
  'limit_lowered',
  'limit_raise_requested',
  'limit_raise_confirmed',
  'limit_raise_cancelled',
  'reality_check_set',
]);

export function eventView(row: EventRow): ProtectionEvent {
  const values = WITH_VALUES.has(row.change);
  return {
    at: new Date(row.at).getTime(),
    source: row.source,
    change: row.change,
    ...(row.kind ? { kind: row.kind } : {}),
    ...(row.period ? { period: row.period as LimitPeriod } : {}),
    ...(values ? { from: toWire(row.kind, row.from_value), to: toWire(row.kind, row.to_value) } : {}),
    ...(row.effective_at ? { effectiveAt: new Date(row.effective_at).getTime() } : {}),
    ...(row.until ? { until: new Date(row.until).getTime() } : {}),
  };
}

export async function historyPage(
  db: Queryable,
  accountId: number,
  page: { pageNo: number; pageSize: number },
): Promise<ProtectionHistory> {
  const [rows, totalCount] = await Promise.all([
    eventsPage(db, accountId, page.pageSize, (page.pageNo - 1) * page.pageSize),
    countEvents(db, accountId),
  ]);
  return { list: rows.map(eventView), totalCount };
}
