-- Safer gambling (issue 13, sdk/contract/entities/protection.ts): the player's own limits, reality
-- checks, time-outs and self-exclusions, and the history of every change. Money is minor units;
-- session limits and reality checks are minutes.

-- The sandbox's clock switch (POST /sandbox/clock) moves the platform's time forward. Rows the
-- sandbox dates itself follow it (sandbox.now()); rows the database dates by default (every ledger
-- movement) must follow it too, or a day's deposits and the statement's days would disagree.
create table sandbox_clock (
  only_row boolean primary key default true check (only_row),
  offset_ms bigint not null default 0 check (offset_ms >= 0)
);
insert into sandbox_clock default values;

create function sandbox_now() returns timestamptz language sql stable as $$
  select now() + coalesce((select offset_ms from sandbox_clock), 0) * interval '1 millisecond'
$$;

alter table accounts alter column password_changed_at set default sandbox_now();
alter table accounts alter column created_at set default sandbox_now();
alter table sessions alter column created_at set default sandbox_now();
alter table captchas alter column created_at set default sandbox_now();
alter table sms_outbox alter column created_at set default sandbox_now();
alter table email_outbox alter column created_at set default sandbox_now();
alter table ledger_transactions alter column created_at set default sandbox_now();
alter table favorites alter column created_at set default sandbox_now();
alter table game_launches alter column created_at set default sandbox_now();
alter table game_rounds alter column created_at set default sandbox_now();
alter table partners alter column created_at set default sandbox_now();

-- One row per limit a member has touched: deposit and loss per GMT+8 period, and the session
-- limit (period ''). `value` null: no limit now (a row may stay for its history or a pending one).
create table protection_limits (
  account_id integer not null references accounts (id),
  kind text not null check (kind in ('deposit', 'loss', 'session')),
  period text not null,
  value bigint check (value > 0),
  -- A raise or removal waiting out its 24 hours: `pending_effective_at` not null. The pending
  -- value may be null (removal), so the time, not the value, says whether one waits.
  pending_value bigint check (pending_value > 0),
  pending_requested_at timestamptz,
  pending_effective_at timestamptz,
  updated_at timestamptz not null,
  primary key (account_id, kind, period),
  check ((kind = 'session') = (period = '')),
  check (kind = 'session' or period in ('day', 'week', 'month')),
  check ((pending_requested_at is null) = (pending_effective_at is null)),
  check (pending_effective_at is not null or pending_value is null)
);

create table protection_settings (
  account_id integer primary key references accounts (id),
  reality_check_minutes integer check (reality_check_minutes in (15, 30, 60))
);

-- Time-outs and self-exclusions. Never updated nor shortened: the exclusion in force is the one
-- that ends last, so even a shorter row written by a race could not bring the end forward.
create table protection_exclusions (
  id serial primary key,
  account_id integer not null references accounts (id),
  kind text not null check (kind in ('timeOut', 'selfExclusion')),
  duration text not null,
  started_at timestamptz not null,
  until timestamptz not null check (until > started_at)
);
create index protection_exclusions_account on protection_exclusions (account_id, until desc);

-- Every change, with its time and who made it. from/to: minor units for money, minutes otherwise.
create table protection_events (
  id bigserial primary key,
  account_id integer not null references accounts (id),
  at timestamptz not null,
  source text not null check (source in ('player', 'system', 'operator')),
  change text not null,
  kind text,
  period text,
  from_value bigint,
  to_value bigint,
  effective_at timestamptz,
  until timestamptz
);
create index protection_events_account on protection_events (account_id, at desc, id desc);

-- The member's idempotency ids of limit changes: the same id with the same content answers again
-- without applying twice (a raise replayed must not restart its 24 hours); other content is refused.
create table protection_requests (
  account_id integer not null references accounts (id),
  request_id text not null,
  fingerprint text not null,
  created_at timestamptz not null,
  primary key (account_id, request_id)
);

-- A database seeded before this migration gets the brand's minimum age; a fresh one gets it from
-- the seed, which runs after the migrations (and would collide with a row written here).
insert into brand_settings (key, value)
select 'minimumAge', '18'::jsonb where exists (select 1 from brand_settings where key = 'merchantCode')
on conflict (key) do nothing;
