-- Withdrawals: orders a member opens in the cashier. The amount leaves the wallet at once, into the
-- ledger's `pending_withdrawals` account; the operator (a sandbox switch) pays it to the house or
-- rejects it back to the wallet; the player then confirms receipt (SPEC §4).
create table withdrawal_orders (
  id serial primary key,
  -- 'W' and 16 base32 characters: random, so an order number cannot be guessed.
  order_no text not null unique,
  account_id integer not null references accounts (id),
  -- The member's idempotency id: the same one again answers the same order.
  request_id text not null,
  -- A payout account removed later stays in its table, so the order can still name it.
  payout_account_id text not null references payout_accounts (id),
  amount bigint not null check (amount > 0),
  -- Taken from the amount: the player receives amount - fee.
  fee bigint not null check (fee >= 0 and fee <= amount),
  status text not null check (status in
    ('processing', 'awaiting_confirmation', 'received', 'not_received', 'forced_received', 'rejected')),
  created_at timestamptz not null,
  paid_at timestamptz,
  -- paid_at + the brand's auto-receive minutes (as they were when it was paid).
  confirm_by timestamptz,
  confirmed_at timestamptz,
  rejected_at timestamptz,
  reject_reason text,
  unique (account_id, request_id),
  -- The states and their times go together: the database is the last word on a half-made change.
  check ((paid_at is null) = (status in ('processing', 'rejected'))),
  check ((confirm_by is null) = (paid_at is null)),
  check ((rejected_at is null) = (status <> 'rejected')),
  check ((confirmed_at is null) = (status in ('processing', 'awaiting_confirmation', 'rejected')))
);
create index withdrawal_orders_account on withdrawal_orders (account_id, created_at desc, id desc);
-- The auto-receive sweeper reads the paid orders whose time has come.
create index withdrawal_orders_awaiting on withdrawal_orders (confirm_by) where status = 'awaiting_confirmation';

-- The images a player sent with "not received", kept for the operator's investigation.
create table withdrawal_proofs (
  -- Random, like a payout account's id.
  id text primary key,
  order_id integer not null references withdrawal_orders (id) on delete cascade,
  position smallint not null check (position between 0 and 2),
  name text not null,
  type text not null check (type in ('image/png', 'image/jpeg')),
  size integer not null check (size > 0 and size <= 5242880),
  data bytea not null,
  created_at timestamptz not null,
  unique (order_id, position)
);

-- A turnover requirement is met once a withdrawal passed it (remaining 0): the next bonus's
-- turnover counts the stakes from its own start, not from the one already met.
alter table turnover_requirements add column met_by text;
create index turnover_requirements_open on turnover_requirements (account_id) where met_by is null;

-- System ledger accounts besides the house (pending_withdrawals, ...) are opened on first use: one
-- per kind, even when two transactions open it at once.
create unique index ledger_accounts_system_once on ledger_accounts (kind) where owner_id is null;
