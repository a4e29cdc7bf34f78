-- The agent centre's figures over a whole team (PnL per account, the overview's period and daily
-- sums) ignore category and vendor, yet read round_day_totals, which splits each account's day by
-- both: a month of a 1,000-account team is 100,000+ rows to regroup per request. These are the same
-- sums per account and day only, a row for each day an account played.
create table account_day_totals (
  account_id integer not null references accounts (id),
  -- The platform's calendar day (GMT+8, Asia/Shanghai) the rounds were placed on.
  day date not null,
  rounds integer not null,
  stake bigint not null,
  -- Stake of settled rounds: a refunded or open round is not a valid bet.
  valid_bet bigint not null,
  payout bigint not null,
  -- payout - stake of settled rounds.
  win_loss bigint not null,
  -- The sums ride in the index, so a team's days are read from it alone (once vacuumed).
  primary key (account_id, day) include (rounds, stake, valid_bet, payout, win_loss)
);

-- Migration 015's trigger adds (sign 1) or takes back (sign -1) a round's sums, at commit, on every
-- insert, update (open -> settled or rolled_back: the old version out, the new in) and delete of a
-- round, unless a bulk writer switched it off for its transaction (croupier.bulk_rounds, which then
-- adds the sums of both tables itself). Both tables move in the same call, so they always agree:
-- account_day_totals is round_day_totals summed over category and vendor. Its rows are locked
-- after the round_day_totals row of the same account, at the same commit (see 015 on deadlocks).
create or replace function round_day_totals_add(r game_rounds, sign integer) returns void language plpgsql as $$
declare
  settled boolean := r.status = 'settled';
  round_day date := (r.created_at at time zone 'Asia/Shanghai')::date;
  valid bigint := case when settled then r.stake else 0 end;
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
end $$;

insert into account_day_totals (account_id, day, rounds, stake, valid_bet, payout, win_loss)
select account_id, day, sum(rounds), sum(stake), sum(valid_bet), sum(payout), sum(win_loss)
  from round_day_totals
 group by account_id, day;
