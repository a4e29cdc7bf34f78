import { createHash } from 'node:crypto';
import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import { findTransaction, insertEntry, insertTransaction } from './repository';

/** One leg of a movement: a positive amount credits the ledger account, a negative one debits it. */
export interface Entry {
  readonly ledgerAccountId: number;
  /** Minor units (cents). */
  readonly amount: number;
}

export interface Posting {
  /**
   * The same key always means the same movement: a replay of the same content returns the first
   * result; the same key with another kind or other entries is refused (409 idempotency_conflict).
   */
  readonly idempotencyKey: string;
  readonly kind: string;
  readonly reference?: string;
  readonly entries: readonly Entry[];
}

export interface Posted {
  readonly transactionId: number;
  /** True when the key had been posted before and nothing moved this time. */
  readonly replayed: boolean;
}

const CHECK_VIOLATION = '23514';

/** What a posting moves, independent of the order its entries were listed in. */
function fingerprintOf(posting: Posting): string {
  const legs = [...posting.entries]
    .sort((a, b) => a.ledgerAccountId - b.ledgerAccountId || a.amount - b.amount)
    .map((e) => `${e.ledgerAccountId}:${e.amount}`);
  return createHash('sha256')
    .update([posting.kind, ...legs].join('|'))
    .digest('base64url');
}

export const idempotencyConflict = () =>
  new Fault(409, 'idempotency_conflict', 'That request id was already used for a different request');

/**
 * Posts a balanced movement inside `tx`. Refuses unbalanced entries, refuses to take any player
 * balance below zero (the table's check constraint is the last word), and applies each
 * idempotency key once.
 */
export async function post(tx: Queryable, posting: Posting): Promise<Posted> {
  const sum = posting.entries.reduce((total, e) => total + e.amount, 0);
  if (
    sum !== 0 ||
    posting.entries.length < 2 ||
    posting.entries.some((e) => !Number.isSafeInteger(e.amount))
  ) {
    throw new Error(`Unbalanced posting ${posting.idempotencyKey}: entries sum to ${sum}`);
  }
  const fingerprint = fingerprintOf(posting);
  const inserted = await insertTransaction(tx, {
    key: posting.idempotencyKey,
    kind: posting.kind,
    reference: posting.reference ?? null,
    fingerprint,
  });
  if (!inserted) {
    const first = (await findTransaction(tx, posting.idempotencyKey))!;
    // A key reused for other content is a client bug or an attack: never answer it with the first result.
    if (first.fingerprint !== null && first.fingerprint !== fingerprint) throw idempotencyConflict();
    return { transactionId: first.id, replayed: true };
  }
  // Lock the accounts in id order so that two movements between the same accounts cannot deadlock.
  const ordered = [...posting.entries].sort((a, b) => a.ledgerAccountId - b.ledgerAccountId);
  try {
    for (const entry of ordered) await insertEntry(tx, inserted.id, entry.ledgerAccountId, entry.amount);
  } catch (error) {
    if ((error as { code?: string }).code === CHECK_VIOLATION) {
      throw new Fault(409, 'insufficient_balance', 'The balance is not enough for this movement');
    }
    throw error;
  }
  return { transactionId: inserted.id, replayed: false };
}

/** The bulk poster (bulk.ts) fingerprints its movements as post() does, so a later replay is judged alike. */
export { fingerprintOf };
