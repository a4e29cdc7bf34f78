import type { Queryable } from '../../core/db/database';
import { countWalletLegs, kindSumsByDay, walletLegsPage, type LegFilter } from './records-repository';

/** One movement of a member's wallet, as their account records show it (minor units). */
export interface WalletRecord {
  /** The leg's id. */
  readonly id: number;
  readonly at: Date;
  readonly kind: string;
  /** Signed: + credited to the wallet, - debited from it. */
  readonly amountMinor: number;
  /** The wallet's balance right after this movement (records run by time, then id). */
  readonly balanceAfterMinor: number;
  readonly reference: string | null;
}

export interface WalletRecordsQuery {
  /** Instants from `startMs` (included) to `endMs` (excluded). */
  readonly startMs: number;
  readonly endMs: number;
  readonly kind?: string;
  readonly limit: number;
  readonly offset: number;
}

/** A page of the movements of an account's wallet in a time range, newest first, and how many there are. */
export async function walletRecords(
  db: Queryable,
  accountId: number,
  query: WalletRecordsQuery,
): Promise<{ rows: WalletRecord[]; total: number }> {
  const filter: LegFilter = {
    ownerId: accountId,
    start: new Date(query.startMs),
    end: new Date(query.endMs),
    kind: query.kind ?? null,
  };
  const [rows, total] = await Promise.all([
    walletLegsPage(db, filter, query.limit, query.offset),
    countWalletLegs(db, filter),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: new Date(r.created_at),
      kind: r.kind,
      amountMinor: r.amount,
      balanceAfterMinor: r.balance_after,
      reference: r.reference,
    })),
    total,
  };
}

/**
 * Net money the given kinds of movement (bonus, rebate, ...) brought an account's wallet, per
 * calendar day of `timeZone` within a time range; days and kinds without movements are absent.
 */
export async function dailyKindSums(
  db: Queryable,
  accountId: number,
  kinds: readonly string[],
  bounds: { startMs: number; endMs: number },
  timeZone: string,
): Promise<{ day: string; kind: string; amountMinor: number }[]> {
  const rows = await kindSumsByDay(
    db,
    accountId,
    kinds,
    new Date(bounds.startMs),
    new Date(bounds.endMs),
    timeZone,
  );
  return rows.map((r) => ({ day: r.day, kind: r.kind, amountMinor: r.amount }));
}
