-- Every reward credit carries its wagering (sandbox/wagering): the money it locks in the member's
-- wallet until the valid bets it asks for are made. Before this only a deposit's bonus asked for
-- any, and the first withdrawal marked it met for good, bets or no bets. Now nothing marks a
-- requirement met: it is worked out from valid bets (the rounds' valid_bets view) each time.
alter table turnover_requirements rename to wagering_requirements;
alter index turnover_requirements_account rename to wagering_requirements_account;
alter table wagering_requirements drop constraint turnover_requirements_required_minor_check;
alter table wagering_requirements add constraint wagering_requirements_required_check check (required_minor >= 0);
-- The ledger kind of the credit (bonus, promotion_bonus, raffle_prize, referral_bonus, ...).
alter table wagering_requirements add column kind text not null default 'bonus';
-- The credit itself, and what it locks: a deposit's bonus locks the deposit with it, a reward its amount.
alter table wagering_requirements add column amount_minor bigint not null default 0 check (amount_minor >= 0);
alter table wagering_requirements add column locked_minor bigint not null default 0 check (locked_minor >= 0);
-- Valid bets count from created_at until expires_at; an unmet requirement is then forfeited.
alter table wagering_requirements add column expires_at timestamptz;
-- Ended: it locks nothing and takes no bet any more. `met` (its bets were made by its expiry),
-- `expired` (they were not: up to its amount went back to the promotions budget, forfeited_minor),
-- `bust` (the member had lost it all when they deposited again), `legacy` (met by the old rule).
alter table wagering_requirements add column ended_at timestamptz;
alter table wagering_requirements add column end_reason text check (end_reason in ('met', 'expired', 'bust', 'legacy'));
alter table wagering_requirements add column forfeited_minor bigint not null default 0 check (forfeited_minor >= 0);
alter table wagering_requirements add constraint wagering_requirements_ended check ((ended_at is null) = (end_reason is null));

-- Deposit bonuses from before: their bonus and deposit, thirty days to wager them.
update wagering_requirements w
   set amount_minor = o.bonus_amount, locked_minor = o.amount + o.bonus_amount
  from deposit_orders o where w.source = 'deposit:' || o.order_no;
update wagering_requirements set expires_at = created_at + interval '30 days';
-- A requirement an earlier withdrawal marked met no longer locks (the old rule, kept for old rows).
update wagering_requirements set ended_at = created_at, end_reason = 'legacy' where met_by is not null;
alter table wagering_requirements drop column met_by;
alter table wagering_requirements alter column expires_at set not null;
drop index if exists turnover_requirements_open;
drop index if exists wagering_requirements_account;
create index wagering_requirements_member on wagering_requirements (account_id, created_at desc, id desc);
create index wagering_requirements_due on wagering_requirements (expires_at) where ended_at is null;

-- The brand's rollover per kind of reward and how long a member has to wager it.
insert into brand_settings (key, value)
select 'wagering', '{"validDays": 30, "rollover": {"promotion_bonus": 5, "raffle_prize": 1, "vip_level_bonus": 1, "mission_reward": 1, "referral_bonus": 1, "rebate": 0, "points_convert": 0}}'::jsonb
 where exists (select 1 from brand_settings where key = 'merchantCode')
on conflict (key) do nothing;
