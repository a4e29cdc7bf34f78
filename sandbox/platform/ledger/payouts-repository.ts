import type { Queryable } from '../../core/db/database';

/** The ledger's SQL for many payouts of the house in one transaction (house-payouts.ts). */

/**
 * The wallets named, locked until the transaction ends, in ledger-account order: two batches over
 * the same wallets queue instead of deadlocking. A wallet never opened is simply not returned.
 */
export const lockWalletsInBulk = (tx: Queryable, owners: number[], kinds: string[]) =>
  tx.query<{ id: number; owner_id: number; kind: string }>(
    `select a.id, a.owner_id, a.kind from ledger_accounts a
       join unnest($1::int[], $2::text[]) as w(owner_id, kind) on a.owner_id = w.owner_id and a.kind = w.kind
      order by a.id for update of a`,
    [owners, kinds],
  );

/**
 * Records many movements under their keys in one statement; answers those that were new, with the
 * time and kind their legs copy. A key posted before is left as it is and not answered.
 */
export const insertNewTransactions = (
  tx: Queryable,
  rows: { keys: string[]; kinds: string[]; references: (string | null)[]; fingerprints: string[] },
) =>
  tx.query<{ id: number; idempotency_key: string; created_at: Date; kind: string }>(
    `insert into ledger_transactions (idempotency_key, kind, reference, fingerprint)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])
     on conflict (idempotency_key) do nothing
     returning id, idempotency_key, created_at, kind`,
    [rows.keys, rows.kinds, rows.references, rows.fingerprints],
  );

export const fingerprintsOf = (tx: Queryable, keys: string[]) =>
  tx.query<{ idempotency_key: string; fingerprint: string | null }>(
    'select idempotency_key, fingerprint from ledger_transactions where idempotency_key = any($1::text[])',
    [keys],
  );

/**
 * Both legs of each movement from the house to a wallet, in one statement, legs in ledger-account
 * order like post() writes them; time and kind passed, so the legs' trigger looks nothing up.
 */
export const insertHouseLegsInBulk = (
  tx: Queryable,
  house: number,
  rows: { transactionIds: number[]; wallets: number[]; amounts: number[]; ats: Date[]; kinds: string[] },
) =>
  tx.query(
    `insert into ledger_entries (transaction_id, ledger_account_id, amount, created_at, kind)
     select m.transaction_id, leg.account, leg.amount, m.at, m.kind
       from unnest($2::int[], $3::int[], $4::int8[], $5::timestamptz[], $6::text[])
              as m(transaction_id, wallet, amount, at, kind)
      cross join lateral (values ($1::int, -m.amount), (m.wallet, m.amount)) as leg(account, amount)
      order by m.transaction_id, leg.account`,
    [house, rows.transactionIds, rows.wallets, rows.amounts, rows.ats, rows.kinds],
  );

/** Moves many balances at once, each by its sum (the wallets' check constraint has the last word). */
export const addToBalances = (tx: Queryable, accounts: number[], amounts: number[]) =>
  tx.query(
    `update ledger_accounts a set balance = a.balance + d.amount
       from unnest($1::int[], $2::int8[]) as d(id, amount) where a.id = d.id`,
    [accounts, amounts],
  );
