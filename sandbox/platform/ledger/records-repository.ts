import type { Queryable } from '../../core/db/database';

/**
 * The ledger's SQL for a member's records and for bulk seeding. Legs carry their movement's time
 * and kind (migration 015), so a member's records are ranges of one index over their wallet's legs.
 */

/**
 * The member's wallet: the main one, the only wallet the ledger opens. One ledger account, not a
 * list, so its legs come newest first straight from the index instead of being sorted.
 */
const WALLET = "(select id from ledger_accounts where owner_id = $1 and kind = 'main')";

export interface LegFilter {
  readonly ownerId: number;
  readonly start: Date;
  readonly end: Date;
  /** One kind of movement, or every kind. */
  readonly kind: string | null;
}

const legParams = (f: LegFilter) => [f.ownerId, f.start, f.end, f.kind];

/** `$4 is null or ...` folds away once the planner sees the value, so the kind's index serves a filter. */
const LEGS_WHERE = `e.ledger_account_id = ${WALLET}
     and e.created_at >= $2 and e.created_at < $3
     and ($4::text is null or e.kind = $4)`;

export interface LegRow {
  id: number;
  amount: number;
  created_at: Date;
  kind: string;
  reference: string | null;
  balance_after: number;
}

/**
 * A page of the member's wallet legs, newest first, each with its wallet's balance right after it:
 * the balance now less every leg of that wallet shown above it. Legs are ranked by time, then id:
 * the order the records show, so each row's balance follows from the one below it. Live movements
 * are applied in that order too (a bulk-written history may be dated before older legs; it still
 * reads as one story). Only legs from the page's oldest on are summed, so recent pages stay cheap;
 * one statement, so the balance and the legs come from one snapshot.
 */
export const walletLegsPage = (db: Queryable, filter: LegFilter, limit: number, offset: number) =>
  db.query<LegRow>(
    `with page as (
       select e.id, e.ledger_account_id, e.transaction_id, e.amount, e.created_at, e.kind
         from ledger_entries e
        where ${LEGS_WHERE}
        order by e.created_at desc, e.id desc
        limit $5 offset $6
     ), oldest as (
       select created_at, id from page order by created_at, id limit 1
     ), newer as (
       select e.id,
              sum(e.amount) over (order by e.created_at desc, e.id desc
                       rows between unbounded preceding and 1 preceding) as after_it
         from ledger_entries e, oldest o
        where e.ledger_account_id = ${WALLET}
          and e.created_at >= o.created_at and (e.created_at > o.created_at or e.id >= o.id)
     )
     select p.id, p.amount, p.created_at, p.kind, t.reference,
            (a.balance - coalesce(n.after_it, 0))::int8 as balance_after
       from page p
       join newer n on n.id = p.id
       join ledger_accounts a on a.id = p.ledger_account_id
       join ledger_transactions t on t.id = p.transaction_id
      order by p.created_at desc, p.id desc`,
    [...legParams(filter), limit, offset],
  );

export const countWalletLegs = async (db: Queryable, filter: LegFilter) =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries e where ${LEGS_WHERE}`,
      legParams(filter),
    )
  )[0]!.n;

/** What the given kinds of movement moved in or out of the member's wallet, per calendar day of `timeZone`. */
export const kindSumsByDay = (
  db: Queryable,
  ownerId: number,
  kinds: readonly string[],
  start: Date,
  end: Date,
  timeZone: string,
) =>
  db.query<{ day: string; kind: string; amount: number }>(
    `select to_char(e.created_at at time zone $5, 'YYYY-MM-DD') as day, e.kind, sum(e.amount)::int8 as amount
       from ledger_entries e
      where e.ledger_account_id = ${WALLET} and e.kind = any($2::text[])
        and e.created_at >= $3 and e.created_at < $4
      group by 1, 2`,
    [ownerId, kinds, start, end, timeZone],
  );

/** Movements written in one statement; answers each one's id by its key. */
export const insertTransactionsInBulk = (
  tx: Queryable,
  rows: {
    keys: string[];
    kinds: string[];
    references: (string | null)[];
    fingerprints: string[];
    ats: Date[];
  },
) =>
  tx.query<{ id: number; idempotency_key: string }>(
    `insert into ledger_transactions (idempotency_key, kind, reference, fingerprint, created_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
     returning id, idempotency_key`,
    [rows.keys, rows.kinds, rows.references, rows.fingerprints, rows.ats],
  );

/**
 * Both legs of each movement between a wallet and the house, in one statement, legs of a movement
 * in ledger-account order like post() writes them. Time and kind are passed, not looked up.
 */
export async function insertLegPairsInBulk(
  tx: Queryable,
  wallet: number,
  house: number,
  rows: { transactionIds: number[]; walletAmounts: number[]; ats: Date[]; kinds: string[] },
) {
  await tx.query(
    `insert into ledger_entries (transaction_id, ledger_account_id, amount, created_at, kind)
     select m.transaction_id, leg.account, leg.amount, m.at, m.kind
       from unnest($3::int[], $4::int8[], $5::timestamptz[], $6::text[]) as m(transaction_id, amount, at, kind)
      cross join lateral (values ($1::int, m.amount), ($2::int, -m.amount)) as leg(account, amount)
      order by m.transaction_id, leg.account`,
    [wallet, house, rows.transactionIds, rows.walletAmounts, rows.ats, rows.kinds],
  );
}

/** Moves a balance by what bulk legs added up to (the wallet's check constraint still has the last word). */
export async function addToBalance(tx: Queryable, ledgerAccountId: number, amount: number) {
  await tx.query('update ledger_accounts set balance = balance + $2 where id = $1', [
    ledgerAccountId,
    amount,
  ]);
}

/** See vacuumLedger (bulk.ts). Outside a transaction. */
export async function vacuumLedgerTables(db: Queryable) {
  await db.query('vacuum analyze ledger_accounts, ledger_transactions, ledger_entries');
}
