-- The member centre's security page: payment password, payout accounts, login history.

-- The payment password is kept as its scrypt hash, like the login password. `attempts` counts the
-- guesses of the current run that were not proven right; the one that makes it five sets
-- `locked_until` at once, before it is compared, so no sixth guess is ever judged.
create table payment_passwords (
  account_id integer primary key references accounts (id),
  hash text not null,
  attempts integer not null default 0,
  locked_until timestamptz,
  -- The request that set the current hash: a retry with the same id answers like the first try.
  request_id text,
  updated_at timestamptz not null
);

-- Where withdrawals go. `number` is the whole card number or address (a payout needs it); it never
-- leaves the sandbox, only `masked` does. Removed accounts stay, so a withdrawal can still name one.
create table payout_accounts (
  id text primary key,
  account_id integer not null references accounts (id),
  kind text not null check (kind in ('bank', 'usdt')),
  bank_name text,
  holder_name text,
  number text not null,
  masked text not null,
  created_at timestamptz not null,
  removed_at timestamptz,
  check ((kind = 'bank') = (bank_name is not null and holder_name is not null))
);
create index payout_accounts_member on payout_accounts (account_id, created_at) where removed_at is null;
-- The last word on "the same number twice": two parallel adds cannot both pass it.
create unique index payout_accounts_once on payout_accounts (account_id, kind, number) where removed_at is null;

-- Logins as the security page lists them; only the newest few per account are kept.
create table member_logins (
  id bigserial primary key,
  account_id integer not null references accounts (id),
  at timestamptz not null,
  ip text not null,
  device text not null
);
create index member_logins_account on member_logins (account_id, at desc, id desc);
