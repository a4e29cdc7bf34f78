-- Deposits: orders a member opens in the cashier, paid (or failed, or expired) by the sandbox's
-- payment simulator. Money moves only through the ledger, once an order is paid.
create table deposit_orders (
  id serial primary key,
  -- 'D' and 16 base32 characters: random, so an order number cannot be guessed.
  order_no text not null unique,
  account_id integer not null references accounts (id),
  -- The member's idempotency id: the same one again answers the same order.
  request_id text not null,
  method_id text not null,
  kind text not null check (kind in ('bank', 'ewallet', 'usdt')),
  amount bigint not null check (amount > 0),
  bonus_id text,
  bonus_amount bigint not null default 0 check (bonus_amount >= 0),
  turnover_multiple integer not null default 0 check (turnover_multiple >= 0),
  -- Where and how to pay, as shown to the member when the order was made.
  pay jsonb not null,
  status text not null check (status in ('pending', 'paid', 'failed', 'expired')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- When the simulator pays the order by itself; null: only the sandbox switch settles it.
  settle_at timestamptz,
  settled_at timestamptz,
  unique (account_id, request_id)
);
create index deposit_orders_account on deposit_orders (account_id, created_at desc, id desc);
create index deposit_orders_pending on deposit_orders (account_id) where status = 'pending';

-- What a member must wager before withdrawing, e.g. (deposit + bonus) x the bonus's multiple.
create table turnover_requirements (
  id serial primary key,
  account_id integer not null references accounts (id),
  -- What created it, e.g. deposit:<orderNo>; one requirement per source.
  source text not null unique,
  required_minor bigint not null check (required_minor > 0),
  created_at timestamptz not null
);
create index turnover_requirements_account on turnover_requirements (account_id);
