-- Records issue: the member's betting records, account records and personal profit, read by
-- GMT+8 calendar days (sdk/shared-rules/date-range.ts) and paged newest first.

-- A round keeps the category its game had when it was played (a record must not move if the
-- catalogue changes), so the records can filter by it without joining the catalogue.
alter table game_rounds add column category text;
update game_rounds r set category = g.category from games g where g.node_id = r.node_id;
-- A round of no catalogue game counts under its kind's category, as new rounds do (games/repository.ts).
update game_rounds set category = case kind when 'lottery' then 'LOTT' else 'RNG' end where category is null;
alter table game_rounds alter column category set not null;

-- The list reads a member's rounds newest first within a time range, optionally by category or
-- vendor; each index serves one shape from its first row. The new first one covers the old.
create index game_rounds_records on game_rounds (account_id, created_at desc, id desc);
create index game_rounds_records_category on game_rounds (account_id, category, created_at desc, id desc);
create index game_rounds_records_vendor on game_rounds (account_id, vendor, created_at desc, id desc);
drop index game_rounds_account;

-- Totals over a whole filter (up to 31 days, 100,000+ rounds for a busy member) are read from
-- these per-day sums instead of the rounds: a few dozen rows instead of every round. `day` is the
-- platform's calendar day (GMT+8, Asia/Shanghai) the round was placed on.
create table round_day_totals (
  account_id integer not null references accounts (id),
  day date not null,
  category text not null,
  vendor text not null,
  rounds integer not null,
  stake bigint not null,
  -- Stake of settled rounds: a refunded or open round is not a valid bet.
  valid_bet bigint not null,
  payout bigint not null,
  -- payout - stake of settled rounds.
  win_loss bigint not null,
  primary key (account_id, day, category, vendor)
);

create function round_day_totals_add(r game_rounds, sign integer) returns void language plpgsql as $$
declare
  settled boolean := r.status = 'settled';
begin
  insert into round_day_totals as t (account_id, day, category, vendor, rounds, stake, valid_bet, payout, win_loss)
  values (r.account_id, (r.created_at at time zone 'Asia/Shanghai')::date, r.category, r.vendor, sign,
          sign * r.stake,
          sign * case when settled then r.stake else 0 end,
          sign * r.payout,
          sign * case when settled then r.payout - r.stake else 0 end)
  on conflict (account_id, day, category, vendor) do update set
    rounds = t.rounds + excluded.rounds,
    stake = t.stake + excluded.stake,
    valid_bet = t.valid_bet + excluded.valid_bet,
    payout = t.payout + excluded.payout,
    win_loss = t.win_loss + excluded.win_loss;
end $$;

create function round_day_totals_track() returns trigger language plpgsql as $$
begin
  -- A bulk writer (the bench's seeder) sums its own rows in one statement instead.
  if current_setting('croupier.bulk_rounds', true) = 'on' then return null; end if;
  if tg_op in ('UPDATE', 'DELETE') then perform round_day_totals_add(old, -1); end if;
  if tg_op in ('INSERT', 'UPDATE') then perform round_day_totals_add(new, 1); end if;
  return null;
end $$;

-- Every writer of rounds (bets, settlements, refunds, the seed) keeps the sums true without
-- knowing of them. Deferred to commit: a bet inserts its round before it locks the wallet while a
-- settlement locks the wallet before it updates its round, so a sum row locked at once could
-- deadlock the two; at commit both already hold the wallet, in the same order.
create constraint trigger game_rounds_day_totals after insert or update or delete on game_rounds
  deferrable initially deferred for each row execute function round_day_totals_track();

insert into round_day_totals (account_id, day, category, vendor, rounds, stake, valid_bet, payout, win_loss)
select account_id, (created_at at time zone 'Asia/Shanghai')::date, category, vendor, count(*),
       sum(stake),
       coalesce(sum(stake) filter (where status = 'settled'), 0),
       sum(payout),
       coalesce(sum(payout - stake) filter (where status = 'settled'), 0)
  from game_rounds
 group by 1, 2, 3, 4;

-- A leg carries its movement's time and kind (copied from the movement as it is written), so a
-- member's account records are one index range over their wallet's legs, newest first.
alter table ledger_entries add column created_at timestamptz;
alter table ledger_entries add column kind text;
update ledger_entries e set created_at = t.created_at, kind = t.kind
  from ledger_transactions t where t.id = e.transaction_id;
alter table ledger_entries alter column created_at set not null;
alter table ledger_entries alter column kind set not null;

create function ledger_entries_copy_movement() returns trigger language plpgsql as $$
begin
  -- A bulk writer (the bench's seeder) that wrote the movement passes its time and kind itself.
  if new.created_at is not null and new.kind is not null then return new; end if;
  select t.created_at, t.kind into new.created_at, new.kind
    from ledger_transactions t where t.id = new.transaction_id;
  return new;
end $$;

create trigger ledger_entries_movement before insert on ledger_entries
  for each row execute function ledger_entries_copy_movement();

create index ledger_entries_records on ledger_entries (ledger_account_id, created_at desc, id desc);
create index ledger_entries_records_kind on ledger_entries (ledger_account_id, kind, created_at desc, id desc);
-- "Balance after" sums the legs newer than a row: a range of one account's legs by id. It serves
-- everything the index on the account alone did.
create index ledger_entries_account_id on ledger_entries (ledger_account_id, id);
drop index ledger_entries_account;
