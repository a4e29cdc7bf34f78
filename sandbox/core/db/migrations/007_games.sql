-- Games issue: favourites, launches, rounds (the betting records), lottery draws, PvP rooms.
create table favorites (
  account_id integer not null references accounts (id),
  node_id integer not null references games (node_id),
  created_at timestamptz not null default now(),
  primary key (account_id, node_id)
);

-- A launch hands the game a token of its own; only its hash is kept. Guests (fun mode) have no account.
create table game_launches (
  token_hash text primary key,
  account_id integer references accounts (id),
  node_id integer references games (node_id),
  lotto_game_code text,
  mode text not null check (mode in ('real', 'fun')),
  portal_origin text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index game_launches_account on game_launches (account_id, created_at desc);

-- Every round is a betting record: game, vendor, stake, payout, time, and the seed of its outcome.
create table game_rounds (
  id serial primary key,
  account_id integer not null references accounts (id),
  node_id integer references games (node_id),
  lotto_game_code text,
  vendor text not null,
  game_name text not null,
  request_id text not null unique,
  stake bigint not null check (stake > 0),
  payout bigint not null default 0 check (payout >= 0),
  status text not null check (status in ('open', 'settled', 'rolled_back')),
  seed text,
  outcome jsonb,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index game_rounds_account on game_rounds (account_id, created_at desc);
create index game_rounds_open on game_rounds (account_id) where status = 'open';
create index game_rounds_winners on game_rounds (payout desc, settled_at desc) where status = 'settled' and payout > 0;

create table lottery_draws (
  id serial primary key,
  game_code text not null,
  draw_no text not null,
  numbers text[] not null,
  drawn_at timestamptz not null,
  unique (game_code, draw_no)
);
create index lottery_draws_game on lottery_draws (game_code, drawn_at desc);

create table pvp_rooms (
  room_id text primary key,
  vendor text not null references vendors (code),
  room_name text not null,
  min_bet bigint not null,
  players integer not null,
  max_players integer not null
);
