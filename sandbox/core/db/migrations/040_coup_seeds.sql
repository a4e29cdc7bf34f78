-- A baccarat coup's seed, kept by its hash before the coup's first real-money bet is taken. A
-- table's coups live in its process's memory: a bet that process left open when it stopped was
-- refunded by the next one, a loser's stake handed back with a winner's. The coup is dealt from its
-- seed alone, so the next process deals it again from here and settles the bet as it would have
-- been. Only the vendor's server reads this table; no answer and no log carries a seed before its
-- coup is settled.
create table coup_seeds (
  hash text primary key,
  seed text not null check (seed <> ''),
  created_at timestamptz not null default sandbox_now()
);
