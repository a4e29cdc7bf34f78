import type { Queryable } from '../../sandbox/core/db/database';

/**
 * The ledger's own laws, read straight from its tables, whatever anyone expected: each check
 * answers what breaks it (nothing, when the books are sound). The simulation runs them after
 * every run; a unit test runs them on a database corrupted by hand, to prove they can fail.
 */

/** Requests the simulation sent: only its records are held to its exactly-once rules. */
export const SIM_REQUEST = 'sim-op-%';

type Row = Record<string, unknown>;
const show = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).join(', ');

/** Money laws of the whole ledger: balanced transactions, balances that are their entries, no debt. */
async function moneyLaws(db: Queryable): Promise<string[]> {
  const found: string[] = [];
  const unbalanced = await db.query(
    `select t.idempotency_key as key, coalesce(sum(e.amount), 0)::float8 as sum, count(e.id)::int as legs
       from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2 limit 10`,
  );
  if (unbalanced.length) found.push(`transactions whose debits and credits differ: ${show(unbalanced)}`);
  const drifted = await db.query(
    `select l.id, l.kind, l.balance::float8 as balance, coalesce(sum(e.amount), 0)::float8 as entries
       from ledger_accounts l left join ledger_entries e on e.ledger_account_id = l.id
      group by l.id having l.balance <> coalesce(sum(e.amount), 0) limit 10`,
  );
  if (drifted.length) found.push(`balances that are not the sum of their entries: ${show(drifted)}`);
  const negative = await db.query(
    "select id, owner_id, kind, balance::float8 as balance from ledger_accounts where kind <> 'house' and balance < 0 limit 10",
  );
  if (negative.length) found.push(`balances below zero: ${show(negative)}`);
  const twice = await db.query(
    'select idempotency_key as key, count(*)::int as n from ledger_transactions group by 1 having count(*) > 1 limit 10',
  );
  if (twice.length) found.push(`idempotency keys posted more than once: ${show(twice)}`);
  const [total] = await db.query<{ total: number }>(
    'select coalesce(sum(balance), 0)::float8 as total from ledger_accounts',
  );
  if (total!.total !== 0)
    found.push(`all accounts together hold ${total!.total}, not 0: money was made or lost`);
  const [pending] = await db.query<{ held: number; owed: number }>(
    `select (select coalesce(sum(balance), 0)::float8 from ledger_accounts where kind = 'pending_withdrawals') as held,
            (select coalesce(sum(amount), 0)::float8 from withdrawal_orders where status = 'processing') as owed`,
  );
  if (pending!.held !== pending!.owed)
    found.push(`pending withdrawals hold ${pending!.held} but processing orders owe ${pending!.owed}`);
  return found;
}

/** The postings each of the simulation's records must have: exactly one per step it took. */
async function exactlyOnce(db: Queryable): Promise<string[]> {
  const found: string[] = [];
  const deposits = await db.query(
    `select o.order_no, o.status, o.amount::float8 as amount, count(t.id)::int as n,
            coalesce(sum(e.amount), 0)::float8 as credited
       from deposit_orders o
       left join ledger_transactions t on t.reference = 'deposit:' || o.order_no and t.kind = 'deposit'
       left join ledger_entries e on e.transaction_id = t.id and e.amount > 0
      where o.request_id like $1 group by o.id
     having count(t.id) <> (case when o.status = 'paid' then 1 else 0 end)
         or coalesce(sum(e.amount), 0) <> (case when o.status = 'paid' then o.amount else 0 end) limit 10`,
    [SIM_REQUEST],
  );
  if (deposits.length) found.push(`deposit orders not credited exactly once: ${show(deposits)}`);
  const withdrawals = await db.query(
    `select o.order_no, o.status, count(*) filter (where t.kind = 'withdrawal')::int as taken,
            count(*) filter (where t.kind = 'withdrawal_paid')::int as paid,
            count(*) filter (where t.kind = 'withdrawal_return')::int as returned
       from withdrawal_orders o left join ledger_transactions t on t.reference = 'withdraw:' || o.order_no
      where o.request_id like $1 group by o.id
     having count(*) filter (where t.kind = 'withdrawal') <> 1
         or count(*) filter (where t.kind = 'withdrawal_paid') <>
            (case when o.status in ('processing', 'rejected') then 0 else 1 end)
         or count(*) filter (where t.kind = 'withdrawal_return') <> (case when o.status = 'rejected' then 1 else 0 end)
      limit 10`,
    [SIM_REQUEST],
  );
  if (withdrawals.length) found.push(`withdrawals not moved exactly once per step: ${show(withdrawals)}`);
  const rounds = await db.query(
    `with legs as (
       select r.id, r.status, r.stake, r.payout, t.kind, e.amount
         from game_rounds r
         left join ledger_transactions t on t.reference = 'round:' || r.id
         left join ledger_entries e on e.transaction_id = t.id and e.amount > 0
        where r.request_id like $1)
     select id, status, stake::float8 as stake, payout::float8 as payout,
            count(*) filter (where kind = 'bet')::int as bets,
            coalesce(sum(amount) filter (where kind = 'win'), 0)::float8 as won,
            count(*) filter (where kind = 'win')::int as wins,
            coalesce(sum(amount) filter (where kind = 'rollback'), 0)::float8 as refunded
       from legs group by id, status, stake, payout
     having count(*) filter (where kind = 'bet') <> 1
         or coalesce(sum(amount) filter (where kind = 'bet'), 0) <> stake
         or count(*) filter (where kind = 'win') > 1
         or coalesce(sum(amount) filter (where kind = 'win'), 0) <> (case when status = 'settled' then payout else 0 end)
         or count(*) filter (where kind = 'rollback') <> (case when status = 'rolled_back' then 1 else 0 end)
         or coalesce(sum(amount) filter (where kind = 'rollback'), 0) <>
            (case when status = 'rolled_back' then stake else 0 end)
      limit 10`,
    [SIM_REQUEST],
  );
  if (rounds.length) found.push(`rounds not bet, won or refunded exactly once: ${show(rounds)}`);
  const transfers = await db.query(
    `select w.transfer_no, w.kind, w.amount::float8 as amount, count(t.id)::int as n
       from wallet_transfers w left join ledger_transactions t on t.reference = 'transfer:' || w.transfer_no
      where w.request_id like $1 group by w.id having count(t.id) <> 1 limit 10`,
    [SIM_REQUEST],
  );
  if (transfers.length) found.push(`transfers not posted exactly once: ${show(transfers)}`);
  return found;
}

/** Every law the ledger must keep, whatever the run expected. */
export async function ledgerViolations(db: Queryable): Promise<string[]> {
  return [...(await moneyLaws(db)), ...(await exactlyOnce(db))];
}
