import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { WalletRow } from './balance-cache';

/** The ledger's SQL: nothing else in the sandbox reads or writes these tables. */

/** Records a movement under its key; undefined when the key was posted before. */
export const insertTransaction = (
  tx: Queryable,
  movement: { key: string; kind: string; reference: string | null; fingerprint: string },
) =>
  one<{ id: number }>(
    tx,
    `insert into ledger_transactions (idempotency_key, kind, reference, fingerprint) values ($1, $2, $3, $4)
     on conflict (idempotency_key) do nothing returning id`,
    [movement.key, movement.kind, movement.reference, movement.fingerprint],
  );

export const findTransaction = (tx: Queryable, key: string) =>
  one<{ id: number; fingerprint: string | null }>(
    tx,
    'select id, fingerprint from ledger_transactions where idempotency_key = $1',
    [key],
  );

/** One leg: the balance moves and the entry is written, in the caller's transaction. */
export async function insertEntry(
  tx: Queryable,
  transactionId: number,
  ledgerAccountId: number,
  amount: number,
) {
  await tx.query('update ledger_accounts set balance = balance + $2 where id = $1', [
    ledgerAccountId,
    amount,
  ]);
  await tx.query(
    'insert into ledger_entries (transaction_id, ledger_account_id, amount) values ($1, $2, $3)',
    [transactionId, ledgerAccountId, amount],
  );
}

export const findHouse = (db: Queryable) =>
  one<{ id: number }>(db, "select id from ledger_accounts where kind = 'house' and owner_id is null");

export async function insertHouse(db: Queryable, currency: string) {
  await db.query("insert into ledger_accounts (owner_id, kind, currency) values (null, 'house', $1)", [
    currency,
  ]);
}

/**
 * One of an account's wallets (ledger kind `main` or `vendor:<code>`), locked until the
 * transaction ends: every movement locks its wallets before the house, so two movements on one
 * wallet always queue in the same order.
 */
export const lockWallet = (tx: Queryable, ownerId: number, kind: string) =>
  one<{ id: number; balance: number }>(
    tx,
    'select id, balance from ledger_accounts where owner_id = $1 and kind = $2 for update',
    [ownerId, kind],
  );

/** Creates a wallet, or finds the one a racing call created (and locks it, like the above). */
export const upsertWallet = (tx: Queryable, ownerId: number, kind: string, currency: string) =>
  one<{ id: number; balance: number }>(
    tx,
    `insert into ledger_accounts (owner_id, kind, currency) values ($1, $2, $3)
     on conflict (owner_id, kind) do update set currency = ledger_accounts.currency returning id, balance`,
    [ownerId, kind, currency],
  );

export const walletBalance = (db: Queryable, ownerId: number, kind: string) =>
  one<{ balance: number }>(db, 'select balance from ledger_accounts where owner_id = $1 and kind = $2', [
    ownerId,
    kind,
  ]);

export const wallets = (db: Queryable, ownerId: number) =>
  db.query<WalletRow>('select kind, currency, balance from ledger_accounts where owner_id = $1 order by id', [
    ownerId,
  ]);

/** What moved in and out of an account's wallets, by kind of movement (minor units, both positive). */
export const kindTotals = (db: Queryable, ownerId: number) =>
  db.query<{ kind: string; credits: number; debits: number }>(
    `select t.kind,
            coalesce(sum(e.amount) filter (where e.amount > 0), 0)::float8 as credits,
            coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::float8 as debits
       from ledger_entries e
       join ledger_accounts a on a.id = e.ledger_account_id
       join ledger_transactions t on t.id = e.transaction_id
      where a.owner_id = $1
      group by t.kind`,
    [ownerId],
  );

/** A system account (no owner) other than the house, e.g. `pending_withdrawals`; at most one per kind. */
export const findSystemAccount = (db: Queryable, kind: string) =>
  one<{ id: number; balance: number }>(
    db,
    'select id, balance from ledger_accounts where kind = $1 and owner_id is null',
    [kind],
  );

/** A ledger account by id, locked until the transaction ends. */
export const lockLedgerAccount = (tx: Queryable, id: number) =>
  one<{ id: number; balance: number }>(
    tx,
    'select id, balance from ledger_accounts where id = $1 for update',
    [id],
  );

/** Opens a system account, or finds the one a racing call opened (the unique index of migration 014). */
export const upsertSystemAccount = (tx: Queryable, kind: string, currency: string) =>
  one<{ id: number }>(
    tx,
    `insert into ledger_accounts (owner_id, kind, currency) values (null, $1, $2)
     on conflict (kind) where owner_id is null do update set currency = ledger_accounts.currency returning id`,
    [kind, currency],
  );
