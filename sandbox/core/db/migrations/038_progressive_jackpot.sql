-- The demo vendor's progressive jackpot, as slot vendors run one: every real-money spin of a
-- jackpot slot adds a share of its stake to the pool, and a spin that hits it wins the whole pool,
-- paid in that spin's own payout (so the house pays it like any win, and the books need nothing
-- new); the pool then starts again from its seed. One entry per round makes a retried spin
-- contribute, and win, once.
create table jackpots (
  id text primary key,
  amount bigint not null check (amount >= 0),
  seed bigint not null check (seed >= 0),
  updated_at timestamptz not null default sandbox_now()
);
create table jackpot_entries (
  round_id integer primary key references game_rounds (id),
  jackpot text not null references jackpots (id),
  contribution bigint not null check (contribution >= 0),
  won bigint not null default 0 check (won >= 0),
  -- A win whose round was refunded instead of settled goes back into the pool, once.
  returned boolean not null default false,
  created_at timestamptz not null default sandbox_now()
);
create index jackpot_entries_wins on jackpot_entries (jackpot, created_at) where won > 0;
-- 10,000.00 to start: a pool worth watching from the first spin.
insert into jackpots (id, amount, seed) values ('mega', 1000000, 1000000);
