-- Agent contracts (SPEC §4 Contracts, sdk/shared-rules/agent-contracts.ts): an upline agent offers a
-- direct downline agent a share of its team's turnover (salaries) or net loss (dividends), paid by
-- the upline once per period. Rates are basis points (1 % = 100), money minor units.
create table agent_contracts (
  id serial primary key,
  kind text not null check (kind in ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  -- The offerer, who pays; the downline, a direct downline agent of it when offered.
  upline_id integer not null references accounts (id),
  downline_id integer not null references accounts (id),
  -- [{threshold, rate}] as the offer carried them (decimal amount, percent), checked before insert.
  tiers jsonb not null,
  -- The top tier's rate: what SPEC §4 compares.
  rate_bp integer not null check (rate_bp between 0 and 10000),
  period text not null,
  status text not null check (status in ('offered', 'accepted', 'rejected', 'cancelled', 'terminated')),
  end_reason text check (end_reason in ('replaced', 'exceeds_upline', 'by_upline')),
  -- The offerer's idempotency id: the same one again answers the same contract.
  request_id text,
  created_at timestamptz not null,
  -- Accepted, rejected or cancelled.
  decided_at timestamptz,
  accepted_at timestamptz,
  ended_at timestamptz,
  unique (upline_id, request_id),
  check (upline_id <> downline_id),
  -- Each kind pays on its own periods (SPEC §9).
  check (
    (kind = 'dividend' and period in ('weekly', 'semimonthly', 'monthly')) or
    (kind = 'dailySalary' and period = 'daily') or
    (kind = 'hourlySalary' and period = 'hourly') or
    (kind = 'realtimeSalary' and period = 'realtime')
  ),
  -- The states and their times go together: the database is the last word on a half-made change.
  check ((decided_at is null) = (status = 'offered')),
  check ((accepted_at is null) = (status not in ('accepted', 'terminated'))),
  check ((ended_at is null) = (status <> 'terminated')),
  check ((end_reason is null) = (status <> 'terminated'))
);
-- At most one running contract and one pending offer per downline and kind, even when two
-- accepts or two offers race.
create unique index agent_contracts_running on agent_contracts (downline_id, kind) where status = 'accepted';
create unique index agent_contracts_pending on agent_contracts (downline_id, kind) where status = 'offered';
create index agent_contracts_upline on agent_contracts (upline_id, kind, created_at desc);
create index agent_contracts_downline on agent_contracts (downline_id, kind, created_at desc);

-- One row per settled period of a contract: the team's figure, the tier's rate and the amount.
-- `paid` moved through the ledger (key contract:<id>:<period start ms>), `owed` waited for the
-- upline's wallet, `returned` was paid later by returnBalance (key contract-return:<payout id>).
create table contract_payouts (
  id serial primary key,
  contract_id integer not null references agent_contracts (id),
  period_start timestamptz not null,
  period_end timestamptz not null,
  figure bigint not null check (figure >= 0),
  rate_bp integer not null check (rate_bp between 0 and 10000),
  amount bigint not null check (amount >= 0),
  status text not null check (status in ('paid', 'owed', 'returned')),
  settled_at timestamptz not null,
  returned_at timestamptz,
  -- The upline's returnBalance request that paid it: the same request again pays nothing more.
  return_request_id text,
  -- A period is settled once, whoever settles it and however many settlers race.
  unique (contract_id, period_start),
  check (period_end > period_start),
  check ((returned_at is null) = (status <> 'returned')),
  check ((return_request_id is null) = (status <> 'returned')),
  check (status = 'paid' or amount > 0)
);
create index contract_payouts_settled on contract_payouts (settled_at desc);
create index contract_payouts_owed on contract_payouts (contract_id) where status = 'owed';
create index contract_payouts_return on contract_payouts (return_request_id) where return_request_id is not null;

-- Settlement reads a team's settled rounds by settlement time (a round counts in the period it
-- settled, once: it cannot settle again after its period closed).
create index game_rounds_settled on game_rounds (account_id, settled_at) where status = 'settled';
