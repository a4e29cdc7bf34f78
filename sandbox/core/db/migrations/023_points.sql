-- The point mall (issue 12: SPEC §2 /pointMall, §4 Redeem, §7 Points; sdk/contract/endpoints/points.ts).
-- Points are a double-entry book of their own, kept apart from the money ledger (003): a point is
-- not money until a conversion pays it, through the money ledger, from the operator's promotions
-- budget. Every movement has two legs that sum to zero and an idempotency key, and points are only
-- ever made by the `issued` account, when a round settles (below).

create table points_accounts (
  id serial primary key,
  -- The member whose points these are; null for the book's own accounts. Not a foreign key on
  -- purpose: a member's account is opened by their first earning, at the commit of a round's
  -- settlement that holds their wallet, and a foreign key's key-share lock on the account row there
  -- could close a cycle with a deposit's settlement, which locks that row before the wallet.
  owner_id integer,
  -- member: what a member holds. issued: where every point comes from, minus all points ever earned
  -- (the only account below zero). held: points of redeems in process. redeemed and converted:
  -- where spent points end, so that what rewards and conversions took is read off one balance.
  kind text not null check (kind in ('member', 'issued', 'held', 'redeemed', 'converted')),
  balance bigint not null default 0,
  constraint points_accounts_non_negative check (kind = 'issued' or balance >= 0),
  check ((owner_id is null) = (kind <> 'member')),
  unique (owner_id, kind)
);
create unique index points_accounts_book on points_accounts (kind) where owner_id is null;
insert into points_accounts (kind) values ('issued'), ('held'), ('redeemed'), ('converted');

-- One movement from one account to another; the key makes a replay move nothing.
create table points_movements (
  id serial primary key,
  idempotency_key text not null unique,
  kind text not null
    check (kind in ('earn', 'earn_reversal', 'redeem', 'redeem_refund', 'redeem_approved', 'convert')),
  -- What it belongs to: round:<id>, redeem:<id>, points-convert:<id>.
  reference text,
  from_account integer not null references points_accounts (id),
  to_account integer not null references points_accounts (id),
  points bigint not null check (points > 0),
  created_at timestamptz not null default sandbox_now(),
  check (from_account <> to_account)
);

-- The legs, each with the account's balance right after it (written under the account's lock, so a
-- member's list needs no running sum), and its movement's kind, reference and time.
create table points_entries (
  id bigserial primary key,
  movement_id integer not null references points_movements (id),
  points_account_id integer not null references points_accounts (id),
  amount bigint not null check (amount <> 0),
  balance_after bigint not null,
  kind text not null,
  reference text,
  created_at timestamptz not null
);
create index points_entries_account on points_entries (points_account_id, id desc);

-- A member's points account, opened on first use (its row stays locked until the transaction ends).
create function points_member_account(member integer) returns integer language sql as $$
  insert into points_accounts (owner_id, kind) values (member, 'member')
  on conflict (owner_id, kind) do update set balance = points_accounts.balance
  returning id
$$;

-- Moves points in one movement under its key. The same key with the same content again moves
-- nothing (was_replayed); with other content it raises CRP09. A member's account is locked before
-- the book's, and those in id order, so two movements never wait on each other crosswise. The
-- check constraint is the last word on a balance below zero (23514).
create function points_move(p_key text, p_kind text, p_reference text, p_from integer, p_to integer,
                            p_points bigint)
returns table (moved_id integer, was_replayed boolean) language plpgsql as $$
declare
  moved integer;
  moved_at timestamptz;
  prior points_movements;
  leg record;
  after bigint;
begin
  if p_points is null or p_points <= 0 or p_from = p_to
     or (select count(*) from points_accounts where id in (p_from, p_to)) <> 2 then
    raise exception 'points_move %: % points from % to %', p_key, p_points, p_from, p_to;
  end if;
  insert into points_movements (idempotency_key, kind, reference, from_account, to_account, points)
  values (p_key, p_kind, p_reference, p_from, p_to, p_points)
  on conflict (idempotency_key) do nothing
  returning id, created_at into moved, moved_at;
  if moved is null then
    select * into prior from points_movements where idempotency_key = p_key;
    if (prior.kind, prior.from_account, prior.to_account, prior.points)
       is distinct from (p_kind, p_from, p_to, p_points) then
      raise exception using errcode = 'CRP09', message = 'points idempotency conflict: ' || p_key;
    end if;
    return query select prior.id, true;
    return;
  end if;
  for leg in
    select a.id, case when a.id = p_from then -p_points else p_points end as amount
      from points_accounts a where a.id in (p_from, p_to)
     order by a.owner_id is null, a.id
  loop
    update points_accounts set balance = balance + leg.amount where id = leg.id returning balance into after;
    insert into points_entries (movement_id, points_account_id, amount, balance_after, kind, reference, created_at)
    values (moved, leg.id, leg.amount, after, p_kind, p_reference, moved_at);
  end loop;
  return query select moved, false;
end $$;

-- What a settled round earns (sdk/shared-rules/points-rules.ts pointsForValidBet): floor(stake /
-- validBetPerPoint) of the brand setting `points`, each round alone, once (key round:<id>:points).
create function points_earn(r game_rounds) returns void language plpgsql as $$
declare
  per_point bigint;
  earned bigint;
  earn_key text := 'round:' || r.id || ':points';
begin
  -- A seamless partner's player staked the partner's money: their loyalty is the partner's.
  if r.wallet = 'partner' then return; end if;
  -- Trial accounts (type 4, TRIAL_ACCOUNT_TYPE) and free-play guests play with the brand's money.
  if exists (select 1 from accounts a where a.id = r.account_id and (a.type = 4 or a.is_guest)) then return; end if;
  -- A round that earned before (settled, reversed, settled again) does not earn twice.
  if exists (select 1 from points_movements where idempotency_key = earn_key) then return; end if;
  select (value ->> 'validBetPerPoint')::bigint into per_point from brand_settings where key = 'points';
  if per_point is null or per_point < 1 then return; end if;
  earned := r.stake / per_point;
  if earned < 1 then return; end if;
  perform points_move(earn_key, 'earn', 'round:' || r.id,
    (select id from points_accounts where kind = 'issued' and owner_id is null),
    points_member_account(r.account_id), earned);
end $$;

-- A settled round that stops being one takes back exactly what it earned. Should the member have
-- spent those points already, the check refuses the reversal, and with it the round's change:
-- points are never negative nor made from a bet that no longer counts.
create function points_reverse(r game_rounds) returns void language plpgsql as $$
declare
  earned points_movements;
begin
  select * into earned from points_movements where idempotency_key = 'round:' || r.id || ':points';
  if not found then return; end if;
  perform points_move('round:' || r.id || ':points-reversal', 'earn_reversal', 'round:' || r.id,
    earned.to_account, earned.from_account, earned.points);
end $$;

create function points_round_track() returns trigger language plpgsql as $$
begin
  -- A bulk writer (the bench's seeder) writes history that earns no points.
  if current_setting('croupier.bulk_rounds', true) = 'on' then return null; end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'settled'
     and (tg_op = 'INSERT' or old.status <> 'settled') then
    perform points_earn(new);
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'settled'
     and (tg_op = 'DELETE' or new.status <> 'settled') then
    perform points_reverse(old);
  end if;
  return null;
end $$;

-- Every writer of rounds (the demo vendor's slot and lottery, the seed's history) earns points
-- without knowing of them, in the transaction that settles the round: a round is never settled
-- without its points, nor its points kept without it. Deferred to commit, after the day totals
-- (015, 021: triggers fire in name order), when the settlement already holds the wallet and the
-- house: the points accounts are always locked after the money ones.
create constraint trigger game_rounds_points after insert or update or delete on game_rounds
  deferrable initially deferred for each row execute function points_round_track();

-- The catalogue (sandbox/seed/points-mall.ts): names and descriptions per language code.
create table points_rewards (
  id integer primary key,
  name jsonb not null,
  description jsonb not null,
  -- What the generated artwork shows (sandbox/art/reward-art.ts).
  category text not null,
  points bigint not null check (points > 0),
  stock integer not null check (stock >= 0),
  max_per_redeem integer not null check (max_per_redeem between 1 and 99),
  sort integer not null
);

create table points_redeems (
  id serial primary key,
  account_id integer not null references accounts (id),
  -- The member's idempotency id: the same one again answers the same redeem.
  request_id text not null,
  reward_id integer not null references points_rewards (id),
  quantity integer not null check (quantity >= 1),
  points bigint not null check (points > 0),
  status text not null check (status in ('processing', 'approved', 'rejected')),
  reject_reason text,
  created_at timestamptz not null,
  decided_at timestamptz,
  unique (account_id, request_id),
  check ((decided_at is null) = (status = 'processing')),
  check ((reject_reason is null) = (status <> 'rejected'))
);
create index points_redeems_member on points_redeems (account_id, id desc);
create index points_redeems_processing on points_redeems (account_id) where status = 'processing';

create table points_conversions (
  id serial primary key,
  account_id integer not null references accounts (id),
  request_id text not null,
  points bigint not null check (points > 0),
  -- Minor units credited to the main wallet.
  credited bigint not null check (credited > 0),
  created_at timestamptz not null,
  unique (account_id, request_id)
);

-- A database seeded before this migration gets the brand's points rules (sandbox/seed/points-mall.ts
-- POINTS_SETTINGS); a fresh one gets them from the seed, which runs after the migrations. Its
-- catalogue and promotions budget come with the next POST /sandbox/reset.
insert into brand_settings (key, value)
select 'points',
       '{"validBetPerPoint": 100, "convertPoints": 100, "convertMinor": 100, "minConvertPoints": 1000, "maxConvertPoints": 1000000}'::jsonb
 where exists (select 1 from brand_settings where key = 'merchantCode')
on conflict (key) do nothing;
