import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { ContractKind, ContractPeriod, ContractTier } from '@sdk/contract';
import { CONTRACT_FROM, TEAM } from './repository';

/**
 * The contract payouts' SQL: the periods to settle, the team figures a payout is figured from, the
 * payouts themselves, what is owed and returned, and the agent's income.
 */

export interface PayoutRow {
  id: number;
  contract_id: number;
  kind: ContractKind;
  upline_id: number;
  upline: string;
  downline: string;
  period_start: Date;
  period_end: Date;
  figure: number;
  rate_bp: number;
  amount: number;
  status: 'paid' | 'owed' | 'returned';
  settled_at: Date;
}

const PAYOUT = `p.id, p.contract_id, c.kind, c.upline_id, u.username as upline, d.username as downline, p.period_start,
  p.period_end, p.figure::float8 as figure, p.rate_bp, p.amount::float8 as amount, p.status, p.settled_at`;
const PAYOUT_FROM = `contract_payouts p join ${CONTRACT_FROM} on c.id = p.contract_id`;

/** The latest payouts of a kind the caller paid or received, newest period first. */
export const payoutsOf = (db: Queryable, accountId: number, kind: ContractKind, limit: number) =>
  db.query<PayoutRow>(
    `select ${PAYOUT} from ${PAYOUT_FROM}
      where (c.upline_id = $1 or c.downline_id = $1) and c.kind = $2
      order by p.period_start desc, p.id desc limit $3`,
    [accountId, kind, limit],
  );

const INCOME_WHERE = `(c.upline_id = $1 or c.downline_id = $1) and p.settled_at >= $2 and p.settled_at < $3`;

/** Payouts the account paid or received that were settled in [start, end), newest first. */
export const incomeOf = (db: Queryable, accountId: number, start: Date, end: Date, limit: number) =>
  db.query<PayoutRow>(
    `select ${PAYOUT} from ${PAYOUT_FROM} where ${INCOME_WHERE}
      order by p.settled_at desc, p.id desc limit $4`,
    [accountId, start, end, limit],
  );

/** The sums of every payout `incomeOf` would list, however many. */
export const incomeTotals = (db: Queryable, accountId: number, start: Date, end: Date) =>
  one<{ received: number; paid: number; owed_to_me: number }>(
    db,
    `select
       coalesce(sum(p.amount) filter (where c.downline_id = $1 and p.status <> 'owed'), 0)::float8 as received,
       coalesce(sum(p.amount) filter (where c.upline_id = $1 and p.status <> 'owed'), 0)::float8 as paid,
       coalesce(sum(p.amount) filter (where c.downline_id = $1 and p.status = 'owed'), 0)::float8 as owed_to_me
     from ${PAYOUT_FROM} where ${INCOME_WHERE}`,
    [accountId, start, end],
  );

export interface DueContractRow {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  upline_id: number;
  downline_id: number;
  tiers: ContractTier[];
  accepted_at: Date;
  ended_at: Date | null;
  settled_until: Date | null;
}

/**
 * Contracts that may have periods to settle: the running ones, and ended ones whose last period
 * is not settled yet. Where each stands: the end of its last settled period.
 */
export const settleableContracts = (db: Queryable, kind: ContractKind | null) =>
  db.query<DueContractRow>(
    `select * from (
       select c.id, c.kind, c.period, c.upline_id, c.downline_id, c.tiers, c.accepted_at, c.ended_at,
              -- Periods chain, so the latest start holds the latest end (read from the unique index).
              (select period_end from contract_payouts where contract_id = c.id
                order by period_start desc limit 1) as settled_until
         from agent_contracts c
        where c.status in ('accepted', 'terminated') and ($1::text is null or c.kind = $1)) s
      where s.ended_at is null or coalesce(s.settled_until, s.accepted_at) < s.ended_at
      order by s.id`,
    [kind],
  );

/** The downline and everyone below it: the team whose valid bets a contract pays on. */
export const teamIds = async (db: Queryable, downlineId: number) =>
  (await db.query<{ id: number }>(`${TEAM} select id from team`, [downlineId])).map((r) => r.id);

export interface NewPayout {
  contractId: number;
  start: Date;
  end: Date;
  figure: number;
  rateBp: number;
  amount: number;
  status: 'paid' | 'owed';
  now: Date;
}

/** A settled period; undefined when it was settled already (its start is its name). */
export const insertPayout = (tx: Queryable, p: NewPayout) =>
  one<{ id: number }>(
    tx,
    `insert into contract_payouts (contract_id, period_start, period_end, figure, rate_bp, amount, status, settled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (contract_id, period_start) do nothing returning id`,
    [p.contractId, p.start, p.end, p.figure, p.rateBp, p.amount, p.status, p.now],
  );

/** What a contract still owes, period by period, locked until the caller's transaction ends. */
export const owedPayouts = (tx: Queryable, contractId: number) =>
  tx.query<{ id: number; amount: number }>(
    `select id, amount::float8 as amount from contract_payouts
      where contract_id = $1 and status = 'owed' order by id for update`,
    [contractId],
  );

export const markReturned = (tx: Queryable, ids: number[], requestId: string, now: Date) =>
  tx.query(
    `update contract_payouts set status = 'returned', returned_at = $3, return_request_id = $2
      where id = any($1::int[]) and status = 'owed'`,
    [ids, requestId, now],
  );

/** The contracts a returnBalance request paid payouts of (none: it paid nothing, or never came). */
export const contractsReturnedBy = (db: Queryable, requestId: string) =>
  db.query<{ contract_id: number; upline_id: number }>(
    `select distinct p.contract_id, c.upline_id from contract_payouts p join agent_contracts c on c.id = p.contract_id
      where p.return_request_id = $1`,
    [requestId],
  );
