import type { Queryable } from '../../core/db/database';
import { heldContractsOf } from './repository';
import { percent } from './views';

/** Each account's running contracts from its upline (kind and top rate), for team management. */
export async function heldContracts(db: Queryable, accountIds: readonly number[]) {
  const held = new Map<number, { kind: string; rate: number }[]>();
  for (const row of await heldContractsOf(db, accountIds)) {
    const list = held.get(row.downline_id) ?? [];
    list.push({ kind: row.kind, rate: percent(row.rate_bp) });
    held.set(row.downline_id, list);
  }
  return held;
}
