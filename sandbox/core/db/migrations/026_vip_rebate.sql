-- VIP levels and the manual rebate (issue 12: SPEC §2 /vip and the personal centre's manualRebate;
-- sdk/contract/endpoints/vip.ts and rebate.ts, the rules in sdk/shared-rules/vip-rules.ts and
-- rebate-rules.ts). Money is integer minor units; rates are basis points (1/10,000).

-- The ladder. A member's level is the highest whose threshold their cumulative valid turnover
-- (settled stakes, account_day_totals) has reached; it is computed on every read, never stored.
create table vip_levels (
  level integer primary key check (level between 0 and 99),
  -- Cumulative valid turnover that reaches the level; level 0 is where everyone starts.
  threshold bigint not null unique check (threshold >= 0),
  check ((level = 0) = (threshold = 0)),
  -- Paid once, from the promotions budget, when the member claims the level after reaching it.
  level_bonus bigint not null check (level_bonus >= 0),
  -- Added to every category's rebate rate while the member is at this level.
  rebate_bonus_bps integer not null check (rebate_bonus_bps between 0 and 10000),
  daily_withdraw_limit bigint not null check (daily_withdraw_limit > 0),
  daily_withdraw_count integer not null check (daily_withdraw_count > 0),
  -- Keys of the benefits' texts (vip.benefits.<key> in the rewards texts).
  benefits text[] not null default '{}'
);
insert into vip_levels (level, threshold, level_bonus, rebate_bonus_bps, daily_withdraw_limit, daily_withdraw_count, benefits) values
  (0, 0, 0, 0, 5000000, 3, '{rebate}'),
  (1, 100000, 1000, 5, 10000000, 5, '{rebate,levelBonus}'),
  (2, 1000000, 5800, 10, 20000000, 8, '{rebate,levelBonus,birthday}'),
  (3, 5000000, 18800, 20, 50000000, 10, '{rebate,levelBonus,birthday,fastWithdraw}'),
  (4, 20000000, 58800, 30, 100000000, 15, '{rebate,levelBonus,birthday,fastWithdraw,manager}'),
  (5, 100000000, 188800, 40, 300000000, 20, '{rebate,levelBonus,birthday,fastWithdraw,manager,events}'),
  (6, 500000000, 888800, 50, 1000000000, 30, '{rebate,levelBonus,birthday,fastWithdraw,manager,events,gifts}');

-- One row per level-up bonus paid. unique (account_id, level): a level pays once, whatever the
-- request id; unique (account_id, request_id): the same id again answers the same claim.
create table vip_level_bonuses (
  id serial primary key,
  account_id integer not null references accounts (id),
  level integer not null references vip_levels (level) check (level > 0),
  request_id text not null,
  amount bigint not null check (amount > 0),
  created_at timestamptz not null,
  unique (account_id, level),
  unique (account_id, request_id)
);

-- The rebate's rate per game category, in basis points of the valid bet.
create table rebate_rates (
  category text primary key,
  rate_bps integer not null check (rate_bps between 0 and 10000),
  -- The order the page lists the categories in.
  sort integer not null
);
insert into rebate_rates (category, rate_bps, sort) values
  ('RNG', 100, 1), ('LIVE', 60, 2), ('SPORTS', 50, 3), ('ESPORTS', 50, 4), ('FISH', 80, 5),
  ('PVP', 40, 6), ('LOTT', 30, 7), ('ELOTT', 30, 8);

-- One row per rebate paid: the rounds settled in (since, until] at the rates of `lines`. The next
-- claim starts at this one's `until` (the "since" mark), so a bet is never paid twice.
create table rebate_claims (
  id serial primary key,
  account_id integer not null references accounts (id),
  request_id text not null,
  -- Null for the member's first claim: every valid bet before `until`.
  since timestamptz,
  until timestamptz not null,
  amount bigint not null check (amount > 0),
  -- [{category, validBet, rateBps, amount}] in minor units, as computed (sdk/shared-rules/rebate-rules.ts).
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  created_at timestamptz not null,
  unique (account_id, request_id),
  check (since is null or since < until)
);
create index rebate_claims_member on rebate_claims (account_id, id desc);
