import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import { fingerprintOf } from './ledger';
import {
  addToBalance,
  insertLegPairsInBulk,
  insertTransactionsInBulk,
  vacuumLedgerTables,
} from './records-repository';
import { ledgerAccountOf, lockedWallet } from './wallets';

/** One movement between the house and a member's wallet, for bulk posting. */
export interface BulkMovement {
  /** A new idempotency key: bulk posting never replays. */
  readonly key: string;
  readonly kind: string;
  readonly reference?: string;
  /** Minor units, signed for the wallet: + from the house to the wallet, - from the wallet to the house. */
  readonly amountMinor: number;
  /** When it happened: bulk posting writes history, so each movement brings its own time. */
  readonly at: Date;
}

/** Movements per statement: large enough to be cheap, small enough to keep each statement's arrays modest. */
const CHUNK = 10_000;

/**
 * Posts many movements between the house and one account's wallet in a few statements: the same
 * balanced pairs of legs, keys and fingerprints transfer() would write, at the times given. For
 * seeding long histories (the bench's 100,000 rounds), where one transfer() each would take
 * minutes. Run it inside a transaction. The movements apply in the order given and the wallet may
 * never dip below zero on the way; a key posted before fails the whole transaction.
 */
export async function postWalletMovementsInBulk(
  tx: Queryable,
  accountId: number,
  movements: readonly BulkMovement[],
): Promise<void> {
  const wallet = await lockedWallet(tx, accountId);
  const house = await ledgerAccountOf(tx, 'house');
  let balance = wallet.balance;
  for (const m of movements) {
    if (!Number.isSafeInteger(m.amountMinor) || m.amountMinor === 0)
      throw new Error(`Bulk movement ${m.key} must move a non-zero whole number of minor units`);
    balance += m.amountMinor;
    if (balance < 0)
      throw new Fault(409, 'insufficient_balance', 'The balance is not enough for this movement');
  }
  for (let i = 0; i < movements.length; i += CHUNK) {
    const chunk = movements.slice(i, i + CHUNK);
    const inserted = await insertTransactionsInBulk(tx, {
      keys: chunk.map((m) => m.key),
      kinds: chunk.map((m) => m.kind),
      references: chunk.map((m) => m.reference ?? null),
      fingerprints: chunk.map((m) =>
        fingerprintOf({
          idempotencyKey: m.key,
          kind: m.kind,
          entries: [
            { ledgerAccountId: wallet.id, amount: m.amountMinor },
            { ledgerAccountId: house, amount: -m.amountMinor },
          ],
        }),
      ),
      ats: chunk.map((m) => m.at),
    });
    const idOf = new Map(inserted.map((r) => [r.idempotency_key, r.id]));
    await insertLegPairsInBulk(tx, wallet.id, house, {
      transactionIds: chunk.map((m) => idOf.get(m.key)!),
      walletAmounts: chunk.map((m) => m.amountMinor),
      ats: chunk.map((m) => m.at),
      kinds: chunk.map((m) => m.kind),
    });
  }
  const net = balance - wallet.balance;
  await addToBalance(tx, wallet.id, net);
  await addToBalance(tx, house, -net);
}

/**
 * Re-measures the ledger's tables after a bulk write, as autovacuum would (PGlite runs none): the
 * planner learns their new size, and index-only scans (the records' counts) stop visiting the
 * table. Call it once the bulk transaction has committed.
 */
export const vacuumLedger = (db: Queryable) => vacuumLedgerTables(db);
