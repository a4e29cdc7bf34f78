-- Missions and the weekly leaderboard (the personal centre's missionLeaderboard page), and referrals
-- (its referral page). Shapes: sdk/contract/entities/missions.ts; rules: sdk/shared-rules/mission-rules.ts.
-- Progress is never stored: it is counted from game_rounds and deposit_orders for the period.

-- A mission: what it counts, in which period (GMT+8 day or week from Monday), its goal (rounds, or
-- minor units of money) and its reward (minor units, paid from the promotions budget).
create table missions (
  id integer primary key,
  title jsonb not null check (jsonb_typeof(title) = 'object'),
  period text not null check (period in ('daily', 'weekly')),
  metric text not null check (metric in ('spins', 'valid_bet', 'deposit')),
  goal bigint not null check (goal > 0),
  reward_minor bigint not null check (reward_minor > 0),
  points integer not null default 0 check (points >= 0),
  active boolean not null default true,
  sort integer not null
);

-- One claim per member, mission and period; the member's request id makes a retry answer it again.
create table mission_claims (
  id serial primary key,
  account_id integer not null references accounts (id),
  mission_id integer not null references missions (id),
  period_start timestamptz not null,
  request_id text not null,
  reward_minor bigint not null check (reward_minor > 0),
  created_at timestamptz not null,
  unique (account_id, mission_id, period_start),
  unique (account_id, request_id)
);

-- The leaderboard sums a week of everyone's settled rounds.
create index game_rounds_settled_time on game_rounds (created_at) where status = 'settled';
-- A mission's deposits: a member's paid orders by the time they were paid.
create index deposit_orders_paid on deposit_orders (account_id, settled_at) where status = 'paid';

insert into missions (id, title, period, metric, goal, reward_minor, points, sort) values
  (1, '{"ES": "Juega 10 giros hoy", "EN": "Play 10 spins today", "PT": "Jogue 10 giros hoje", "TH": "เล่น 10 รอบวันนี้"}',
   'daily', 'spins', 10, 200, 10, 1),
  (2, '{"ES": "Apuesta 500,00 hoy", "EN": "Wager 500.00 today", "PT": "Aposte 500,00 hoje", "TH": "เดิมพัน 500.00 วันนี้"}',
   'daily', 'valid_bet', 50000, 500, 20, 2),
  (3, '{"ES": "Deposita 100,00 esta semana", "EN": "Deposit 100.00 this week", "PT": "Deposite 100,00 nesta semana", "TH": "ฝาก 100.00 ในสัปดาห์นี้"}',
   'weekly', 'deposit', 10000, 1000, 30, 3),
  (4, '{"ES": "Juega 100 giros esta semana", "EN": "Play 100 spins this week", "PT": "Jogue 100 giros nesta semana", "TH": "เล่น 100 รอบในสัปดาห์นี้"}',
   'weekly', 'spins', 100, 1500, 50, 4);

-- Who invited whom: a friend registered with a member's affiliate code (accounts.affiliate_code,
-- which agents' codes share, so one code names one account). An agent's code makes the new
-- account its downline instead (parent_id), as before.
create table referrals (
  friend_id integer primary key references accounts (id),
  referrer_id integer not null references accounts (id),
  created_at timestamptz not null,
  check (friend_id <> referrer_id)
);
create index referrals_referrer on referrals (referrer_id, created_at desc);

-- What a friend's first paid deposit earned the referrer: once per friend (the primary key), the
-- amount fixed when first decided so a replay of the ledger key carries the same content.
create table referral_rewards (
  friend_id integer primary key references referrals (friend_id),
  referrer_id integer not null references accounts (id),
  order_no text not null,
  deposit_minor bigint not null check (deposit_minor > 0),
  reward_minor bigint not null check (reward_minor > 0),
  created_at timestamptz not null
);
create index referral_rewards_referrer on referral_rewards (referrer_id);

-- The brand's referral rule (sdk/shared-rules/mission-rules.ts ReferralRule): 10% of the first deposit,
-- at most 50.00, from a deposit of 10.00.
insert into brand_settings (key, value)
values ('referral', '{"shareBp": 1000, "capMinor": 5000, "minDepositMinor": 1000}'::jsonb)
on conflict (key) do nothing;
