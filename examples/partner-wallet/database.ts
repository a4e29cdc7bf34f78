import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The partner's own database: its players' balances and every movement the platform asked for.
 * PGlite, in memory unless a folder is given, so the reference partner needs nothing installed.
 */
const SCHEMA = `
create table if not exists players (
  id text primary key,
  currency text not null,
  -- Minor units; the constraint is the last word: no movement takes a balance below zero.
  balance bigint not null check (balance >= 0)
);

-- One row per idempotency id the platform sent, whatever came of it, so the same id always gets
-- the same answer. A rollback that arrives before its debit leaves a row for the debit's id with
-- status 'cancelled' (and no fingerprint): the debit, should it come late, is refused.
create table if not exists movements (
  seq serial primary key,
  id text not null unique,
  action text not null check (action in ('debit', 'credit', 'rollback')),
  player_id text not null references players (id),
  amount bigint not null check (amount >= 0),
  round_id bigint,
  -- The debit a credit or rollback refers to.
  original_id text,
  -- What the request said (action, player, amount, currency, round, original): a replay must match it.
  fingerprint text,
  status text not null check (status in ('applied', 'refused', 'cancelled', 'rolled_back')),
  error text,
  balance_after bigint,
  created_at timestamptz not null default now()
);

-- Nonces of signed requests, kept longer than a timestamp stays fresh.
create table if not exists nonces (
  nonce text primary key,
  seen_at timestamptz not null
);
create index if not exists nonces_seen on nonces (seen_at);
`;

export type Tx = Pick<Transaction, 'query'>;

export interface PartnerDatabase {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens (and creates) the partner's database: in memory, or in `dataDir` when given. */
export async function openPartnerDatabase(dataDir?: string): Promise<PartnerDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  await pg.exec(SCHEMA);
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
    transaction: (fn) => pg.transaction(fn),
    close: () => pg.close(),
  };
}
