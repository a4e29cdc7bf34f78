-- Double-entry ledger. Every movement is one transaction whose entries sum to zero;
-- the idempotency key makes a replay return the first result instead of moving money twice.
create table ledger_accounts (
  id serial primary key,
  owner_id integer references accounts (id),
  kind text not null,
  currency text not null,
  balance bigint not null default 0,
  -- Only the house (the operator's side of every movement) may go below zero.
  constraint ledger_accounts_non_negative check (kind = 'house' or balance >= 0),
  unique (owner_id, kind)
);

create table ledger_transactions (
  id serial primary key,
  idempotency_key text not null unique,
  kind text not null,
  reference text,
  result jsonb,
  created_at timestamptz not null default now()
);

create table ledger_entries (
  id serial primary key,
  transaction_id integer not null references ledger_transactions (id),
  ledger_account_id integer not null references ledger_accounts (id),
  amount bigint not null
);
create index ledger_entries_account on ledger_entries (ledger_account_id);
