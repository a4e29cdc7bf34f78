import type { Queryable } from '../../core/db/database';
import { kindTotals } from './repository';

/** Money into and out of an account's wallets, in minor units, for one kind of movement. */
export interface KindTotal {
  readonly credits: number;
  readonly debits: number;
}

/** An account's movements summed by kind (deposit, bet, win, rollback, ...); absent kinds are zero. */
export async function totalsByKind(db: Queryable, accountId: number): Promise<(kind: string) => KindTotal> {
  const rows = new Map((await kindTotals(db, accountId)).map((r) => [r.kind, r]));
  return (kind) => rows.get(kind) ?? { credits: 0, debits: 0 };
}
