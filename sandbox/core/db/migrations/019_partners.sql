-- Partners (issue 11): sites of their own, with their own logged-in players, that embed Croupier.
-- A partner signs its server-to-server calls with `secret` (an HMAC-SHA256 key: it has to be kept
-- as it is, not hashed; no platform call returns it). Its origins come from CROUPIER_PARTNER_ORIGINS
-- at start-up. In `seamless` wallet mode its players' money stays in the partner's wallet, reached
-- by signed callbacks to `wallet_url`.
create table partners (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{1,31}$'),
  name text not null,
  secret text not null,
  origins text[] not null default '{}',
  wallet_mode text not null default 'platform' check (wallet_mode in ('platform', 'seamless')),
  wallet_url text,
  -- How long one callback attempt may take before it counts as unanswered.
  wallet_timeout_ms integer not null default 2000 check (wallet_timeout_ms between 50 and 30000),
  created_at timestamptz not null default now(),
  check (wallet_mode = 'platform' or wallet_url is not null)
);
-- The seed's partner; its secret is drawn (or taken from SANDBOX_PARTNER_SECRET) at start-up.
insert into partners (id, name, secret) values ('demo', 'Matchday News (demo partner)', '');

-- A partner's player is a member linked to the partner, created on its first sign-on.
alter table accounts add column partner_id text references partners (id);
alter table accounts add column partner_player_id text;
alter table accounts add constraint accounts_partner_link
  check ((partner_id is null) = (partner_player_id is null));
create unique index accounts_partner_player on accounts (partner_id, partner_player_id)
  where partner_id is not null;

-- Nonces of signed partner calls: one use each. A nonce is kept longer than a timestamp stays
-- fresh, so a replay is refused by one check or the other.
create table partner_nonces (
  partner_id text not null references partners (id),
  nonce text not null,
  seen_at timestamptz not null,
  primary key (partner_id, nonce)
);
create index partner_nonces_seen on partner_nonces (seen_at);

-- One-time sign-on tickets: only the hash of a ticket is kept; `used_at` is set by the one
-- exchange that wins (an update ... where used_at is null), whatever the outcome of its checks.
create table partner_tickets (
  ticket_hash text primary key,
  partner_id text not null references partners (id),
  account_id integer not null references accounts (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index partner_tickets_expiry on partner_tickets (expires_at);

-- The seamless wallet's record of money: a seamless round moves no platform money, so the ledger
-- gets no posting; each debit, credit and rollback sent to the partner is a row here instead, keyed
-- by the id the partner applies once (the round's ledger key: round:<id>:bet|win|rollback).
create table wallet_callbacks (
  id serial primary key,
  callback_id text not null unique,
  partner_id text not null references partners (id),
  account_id integer not null references accounts (id),
  round_id integer not null references game_rounds (id),
  action text not null check (action in ('debit', 'credit', 'rollback')),
  amount bigint not null check (amount >= 0),
  -- pending: to be sent (again); confirmed: the partner applied it; refused: the partner said no,
  -- nothing moved; unknown: a debit nobody answered, settled by its round's rollback instead.
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'refused', 'unknown')),
  attempts integer not null default 0,
  -- When the sweeper may send a pending callback again (the first send is made inline).
  next_attempt_at timestamptz not null,
  partner_balance bigint,
  partner_reference text,
  last_error text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  confirmed_at timestamptz
);
create index wallet_callbacks_round on wallet_callbacks (round_id);
create index wallet_callbacks_day on wallet_callbacks (partner_id, created_at);
create index wallet_callbacks_due on wallet_callbacks (next_attempt_at) where status = 'pending';
