-- Game vendors and the game catalogue.
create table vendors (
  code text primary key,
  display_name text not null,
  category text not null,
  account_type_id integer not null,
  account_type_name text not null,
  is_hot integer not null default 0,
  is_game text not null default '',
  sort integer not null default 0,
  maintenance_start timestamptz,
  maintenance_end timestamptz
);

create table games (
  node_id serial primary key,
  game_id text not null,
  vendor text not null references vendors (code),
  name_en text not null,
  name_es text not null,
  category text not null,
  game_type text not null,
  is_hot boolean not null default false,
  is_new boolean not null default false,
  min_bet bigint not null,
  line_num integer not null,
  support_play boolean not null,
  sort integer not null,
  unique (vendor, game_id)
);
create index games_vendor on games (vendor, sort);
create index games_category on games (category, sort);
