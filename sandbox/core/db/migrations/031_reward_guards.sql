-- What says two accounts are one person (a referral to oneself): the browsers they used (the
-- loginDeviceId of their logins and registrations) and the addresses they came from. Kept per
-- account and value, first seen, for as long as the account lives.
create table account_marks (
  account_id integer not null references accounts (id),
  kind text not null check (kind in ('device', 'address')),
  value text not null,
  first_at timestamptz not null,
  primary key (account_id, kind, value)
);
create index account_marks_value on account_marks (kind, value);
insert into account_marks (account_id, kind, value, first_at)
select id, 'address', last_login_ip, coalesce(last_login_at, created_at) from accounts
 where last_login_ip is not null
on conflict do nothing;

-- A referral the platform will not pay, and why: the friend and the referrer share a device, an
-- address or a payout account. Written once, when the friend would otherwise have been paid.
create table referral_holds (
  friend_id integer primary key references referrals (friend_id),
  referrer_id integer not null references accounts (id),
  reason text not null check (reason in ('same_device', 'same_address', 'same_payout_account')),
  created_at timestamptz not null
);

-- A referral pays once the friend has wagered its deposit this many times in settled rounds.
update brand_settings set value = value || '{"wagerMultiple": 1}'::jsonb
 where key = 'referral' and not (value ? 'wagerMultiple');

-- How an account came to be: signed up by itself, or registered by an agent in its team centre
-- (whose downlines get sign-up gifts only after a first deposit).
alter table accounts add column registered_by integer references accounts (id);

-- Registrations an agent's whole line may make in an hour (the line: the top agent and every
-- sub-agent below it), not each agent its own.
insert into brand_settings (key, value)
select 'agentRegistrationsPerHour', '20'::jsonb where exists (select 1 from brand_settings where key = 'merchantCode')
on conflict (key) do nothing;
