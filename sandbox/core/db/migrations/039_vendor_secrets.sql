-- The demo vendor's own secrets, one row each, drawn at its first start and read at every start
-- after. The sportsbook's key commits each match's result (its hash is on the board and in the
-- bets' legs): a key drawn anew by each process would leave the bets placed before a restart with
-- a result nobody can show was the one promised, so they were refunded instead of settled. Only
-- the vendor's server reads this table; no answer and no log carries a secret.
create table vendor_secrets (
  id text primary key,
  secret text not null check (secret <> ''),
  created_at timestamptz not null default sandbox_now()
);
