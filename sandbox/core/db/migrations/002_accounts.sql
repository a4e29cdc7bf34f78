-- Accounts, sessions and the one-time secrets that protect them.
create table accounts (
  id serial primary key,
  username text not null unique,
  password_hash text not null,
  type integer not null default 0,
  parent_id integer references accounts (id),
  nickname text not null,
  email text,
  mobile text,
  dialing_code text,
  language text not null default 'ES',
  currency text not null default 'PHP',
  club_label text not null default '',
  labels text[] not null default '{}',
  is_guest boolean not null default false,
  password_changed_at timestamptz not null default now(),
  first_login_at timestamptz,
  last_login_at timestamptz,
  last_login_ip text,
  login_count integer not null default 0,
  failed_logins integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index accounts_mobile on accounts (dialing_code, mobile) where mobile is not null;
create index accounts_parent on accounts (parent_id);

-- Only a hash of each token is kept, so a leaked table does not leak sessions.
create table sessions (
  token_hash text primary key,
  account_id integer not null references accounts (id),
  ip text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_account on sessions (account_id);

create table captchas (
  key text primary key,
  answer text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table sms_outbox (
  id serial primary key,
  dialing_code text not null,
  mobile text not null,
  purpose text not null,
  code text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sms_outbox_lookup on sms_outbox (dialing_code, mobile, purpose, created_at desc);

create table email_outbox (
  id serial primary key,
  address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
