-- One state machine for every round (sandbox/rounds/state.ts): a seamless partner's stake not yet
-- confirmed leaves its round 'pending', which nothing may draw, settle or cancel. Before this, the
-- round was 'open' while the partner decided, and a draw sent meanwhile was paid on a stake the
-- partner then refused.
alter table game_rounds drop constraint game_rounds_status_check;
alter table game_rounds add constraint game_rounds_status_check
  check (status in ('pending', 'open', 'settled', 'rolled_back'));
drop index if exists game_rounds_open;
create index game_rounds_live on game_rounds (account_id) where status in ('pending', 'open');

-- The one definition of a valid bet: the stake of a settled round of the platform's own money (a
-- seamless partner's player stakes the partner's), counted when it settled. Open, pending and
-- refunded rounds are no valid bet. Turnover, raffle draws, rebate, VIP, missions, contract
-- payouts and agent figures read this view, never game_rounds with a filter of their own.
create view valid_bets as
  select id as round_id, account_id, category, vendor, stake, payout, settled_at
    from game_rounds
   where status = 'settled' and wallet <> 'partner';
create index game_rounds_valid on game_rounds (account_id, settled_at) where status = 'settled';

-- An existing brand gets the seed's limit of open rounds per member.
insert into brand_settings (key, value)
select 'maxOpenRounds', '20'::jsonb where exists (select 1 from brand_settings where key = 'merchantCode')
on conflict (key) do nothing;

-- The per-day sums (migrations 015, 021) are the same valid bets summed by the day a round was
-- placed: their valid_bet follows the view's definition, a partner's money included in stakes and
-- payouts but never in valid bets.
-- (A database migrated out of order, as a test builds one, may not have 021's table yet: 021
-- defines the function then.)
do $do$ begin
  if to_regclass('account_day_totals') is not null then
    execute $sql$
create or replace function round_day_totals_add(r game_rounds, sign integer) returns void language plpgsql as $fn$
declare
  settled boolean := r.status = 'settled';
  round_day date := (r.created_at at time zone 'Asia/Shanghai')::date;
  valid bigint := case when settled and r.wallet <> 'partner' then r.stake else 0 end;
  won bigint := case when settled then r.payout - r.stake else 0 end;
begin
  insert into round_day_totals as t (account_id, day, category, vendor, rounds, stake, valid_bet, payout, win_loss)
  values (r.account_id, round_day, r.category, r.vendor, sign, sign * r.stake, sign * valid, sign * r.payout,
          sign * won)
  on conflict (account_id, day, category, vendor) do update set
    rounds = t.rounds + excluded.rounds,
    stake = t.stake + excluded.stake,
    valid_bet = t.valid_bet + excluded.valid_bet,
    payout = t.payout + excluded.payout,
    win_loss = t.win_loss + excluded.win_loss;
  insert into account_day_totals as t (account_id, day, rounds, stake, valid_bet, payout, win_loss)
  values (r.account_id, round_day, sign, sign * r.stake, sign * valid, sign * r.payout, sign * won)
  on conflict (account_id, day) do update set
    rounds = t.rounds + excluded.rounds,
    stake = t.stake + excluded.stake,
    valid_bet = t.valid_bet + excluded.valid_bet,
    payout = t.payout + excluded.payout,
    win_loss = t.win_loss + excluded.win_loss;
end $fn$
    $sql$;
  end if;
end $do$;

-- Partners' settled rounds counted as valid bets until now: their days are summed again.
update round_day_totals t set valid_bet = t.valid_bet - p.stake
  from (select account_id, (created_at at time zone 'Asia/Shanghai')::date as day, category, vendor, sum(stake) as stake
          from game_rounds where status = 'settled' and wallet = 'partner' group by 1, 2, 3, 4) p
 where t.account_id = p.account_id and t.day = p.day and t.category = p.category and t.vendor = p.vendor;
do $$ begin
  -- A database migrated out of order (a test's) may not have 021's table yet: 021 sums it then.
  if to_regclass('account_day_totals') is not null then
    update account_day_totals t set valid_bet = t.valid_bet - p.stake
      from (select account_id, (created_at at time zone 'Asia/Shanghai')::date as day, sum(stake) as stake
              from game_rounds where status = 'settled' and wallet = 'partner' group by 1, 2) p
     where t.account_id = p.account_id and t.day = p.day;
  end if;
end $$;
