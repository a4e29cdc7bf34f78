-- Transfer-mode vendors keep a wallet of their own per member (ledger account kind 'vendor:<code>'):
-- their games bet from it, and money reaches it only by a transfer from the main wallet.
alter table vendors add column wallet_mode text not null default 'seamless'
  check (wallet_mode in ('seamless', 'transfer'));
update vendors set wallet_mode = 'transfer' where code in ('SABA', 'CMD', 'WM', 'SA', 'JDB', 'KA');

-- The wallet a launch plays from, and the one each round's stake left: settling and refunding pay
-- back into that same wallet, whatever happened to the vendor's mode since.
alter table game_launches add column wallet text not null default 'main';
alter table game_rounds add column wallet text not null default 'main';

-- Every transfer a member asked for (or that a launch made for them): between their own wallets,
-- all vendor wallets back to the main one, or to another member (upline or downline). The
-- member's request id makes a retry answer the first transfer; the ledger key is `transfer:<no>`.
create table wallet_transfers (
  id serial primary key,
  -- 'T' and 16 base32 characters (80 random bits).
  transfer_no text not null unique,
  account_id integer not null references accounts (id),
  request_id text not null,
  kind text not null check (kind in ('wallet', 'recall', 'auto', 'person')),
  -- 'main' or a vendor code; null for a recall (every vendor wallet) and for a person transfer.
  from_wallet text,
  to_wallet text,
  -- A person transfer's other member, and which way the money went from the account's side.
  counterparty_id integer references accounts (id),
  direction text check (direction in ('upline', 'downline')),
  amount bigint not null check (amount >= 0),
  created_at timestamptz not null,
  unique (account_id, request_id),
  check ((kind = 'person') = (counterparty_id is not null and direction is not null))
);
create index wallet_transfers_account on wallet_transfers (account_id, created_at desc);
create index wallet_transfers_counterparty on wallet_transfers (counterparty_id, created_at desc)
  where counterparty_id is not null;
