import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { ContractKind, ContractPeriod, ContractStatus, ContractTier } from '@sdk/contract';

/**
 * The agent contracts' SQL: contracts, their payouts, the team figures a payout is figured from,
 * and the agent lines. Money in minor units and rates in basis points, as the tables keep them.
 */

export interface ContractRow {
  id: number;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  upline: string;
  downline: string;
  tiers: ContractTier[];
  rate_bp: number;
  period: ContractPeriod;
  status: ContractStatus;
  end_reason: 'replaced' | 'exceeds_upline' | 'by_upline' | null;
  request_id: string | null;
  created_at: Date;
  decided_at: Date | null;
  accepted_at: Date | null;
  ended_at: Date | null;
  /** Sums of its payouts: still owed, and paid (on time or returned). */
  owed: number;
  paid: number;
}

const CONTRACT = `c.id, c.kind, c.upline_id, c.downline_id, u.username as upline, d.username as downline, c.tiers,
  c.rate_bp, c.period, c.status, c.end_reason, c.request_id, c.created_at, c.decided_at, c.accepted_at, c.ended_at,
  (select coalesce(sum(amount), 0)::float8 from contract_payouts where contract_id = c.id and status = 'owed') as owed,
  (select coalesce(sum(amount), 0)::float8 from contract_payouts where contract_id = c.id and status <> 'owed') as paid`;
export const CONTRACT_FROM = `agent_contracts c join accounts u on u.id = c.upline_id join accounts d on d.id = c.downline_id`;

/** The account `accountId` and everyone below it, at any depth (`team` in the queries after it). */
export const TEAM = `with recursive team(id) as (
  select $1::int union all select a.id from accounts a join team t on a.parent_id = t.id)`;

/** A direct downline of `uplineId` whose type is an agent type (name compared as logins compare it). */
export const directDownlineAgent = (
  db: Queryable,
  uplineId: number,
  username: string,
  agentTypes: number[],
) =>
  one<{ id: number; username: string }>(
    db,
    `select id, username from accounts
      where parent_id = $1 and lower(username) = lower($2) and type = any($3::int[])`,
    [uplineId, username, agentTypes],
  );

export const contractById = (db: Queryable, id: number) =>
  one<ContractRow>(db, `select ${CONTRACT} from ${CONTRACT_FROM} where c.id = $1`, [id]);

/** A contract locked for the caller's transaction: its status decided under the lock stays true. */
export const lockContract = (tx: Queryable, id: number) =>
  one<{
    id: number;
    kind: ContractKind;
    upline_id: number;
    downline_id: number;
    status: ContractStatus;
    rate_bp: number;
  }>(
    tx,
    'select id, kind, upline_id, downline_id, status, rate_bp from agent_contracts where id = $1 for update',
    [id],
  );

/** The contract of a kind an account holds from its upline now, if any. */
export const runningContractOf = (db: Queryable, downlineId: number, kind: ContractKind) =>
  one<{ id: number; rate_bp: number }>(
    db,
    "select id, rate_bp from agent_contracts where downline_id = $1 and kind = $2 and status = 'accepted'",
    [downlineId, kind],
  );

export const contractByRequest = (db: Queryable, uplineId: number, requestId: string) =>
  one<ContractRow>(
    db,
    `select ${CONTRACT} from ${CONTRACT_FROM} where c.upline_id = $1 and c.request_id = $2`,
    [uplineId, requestId],
  );

/** Withdraws the offer of a kind pending for a downline (a newer offer replaces it). */
export const cancelPendingOffer = (tx: Queryable, downlineId: number, kind: ContractKind, now: Date) =>
  tx.query(
    `update agent_contracts set status = 'cancelled', decided_at = $3
      where downline_id = $1 and kind = $2 and status = 'offered'`,
    [downlineId, kind, now],
  );

export interface NewOffer {
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  tiers: readonly ContractTier[];
  rateBp: number;
  period: ContractPeriod;
  requestId: string | null;
  now: Date;
}

/** A new offer; undefined when the offerer's request id was taken meanwhile (a racing retry). */
export const insertOffer = (tx: Queryable, o: NewOffer) =>
  one<{ id: number }>(
    tx,
    `insert into agent_contracts (kind, upline_id, downline_id, tiers, rate_bp, period, status, request_id, created_at)
     values ($1, $2, $3, $4, $5, $6, 'offered', $7, $8)
     on conflict (upline_id, request_id) do nothing returning id`,
    [o.kind, o.uplineId, o.downlineId, JSON.stringify(o.tiers), o.rateBp, o.period, o.requestId, o.now],
  );

/** Moves a contract to `status`, stamping the times that go with it (the table's checks hold them). */
export const setStatus = (
  tx: Queryable,
  id: number,
  status: 'accepted' | 'rejected' | 'cancelled' | 'terminated',
  now: Date,
  endReason: ContractRow['end_reason'] = null,
) =>
  tx.query(
    `update agent_contracts set status = $2,
       decided_at = coalesce(decided_at, $3),
       accepted_at = case when $2 = 'accepted' then $3 else accepted_at end,
       ended_at = case when $2 = 'terminated' then $3 else ended_at end,
       end_reason = $4
     where id = $1`,
    [id, status, now, endReason],
  );

/**
 * The running contracts of a kind on a downline's line, locked: the one it holds, and those offered
 * by it or by anyone below it.
 */
export const lineContracts = (tx: Queryable, downlineId: number, kind: ContractKind) =>
  tx.query<{ id: number; rate_bp: number; upline_id: number; downline_id: number }>(
    `${TEAM} select id, rate_bp, upline_id, downline_id from agent_contracts
      where kind = $2 and status = 'accepted'
        and (downline_id = $1 or upline_id in (select id from team))
      order by id for update`,
    [downlineId, kind],
  );

/** The caller's contracts of a kind, offered by it or to it, newest first. */
export const contractsOf = (db: Queryable, accountId: number, kind: ContractKind, limit: number) =>
  db.query<ContractRow>(
    `select ${CONTRACT} from ${CONTRACT_FROM}
      where (c.upline_id = $1 or c.downline_id = $1) and c.kind = $2
      order by c.created_at desc, c.id desc limit $3`,
    [accountId, kind, limit],
  );

/** Offers waiting for the account's answer, per kind. */
const pendingOffersFor = (db: Queryable, accountId: number) =>
  db.query<{ id: number; kind: ContractKind; period: string; rate_bp: number; upline: string }>(
    `select c.id, c.kind, c.period, c.rate_bp, u.username as upline from agent_contracts c
       join accounts u on u.id = c.upline_id
      where c.downline_id = $1 and c.status = 'offered' order by c.created_at desc, c.id desc`,
    [accountId],
  );

/** The newest offer of `kind` and `period` waiting for the account's answer. */
export const newestWaitingOffer = (db: Queryable, accountId: number, kind: ContractKind, period: string) =>
  one<{ id: number }>(
    db,
    `select id from agent_contracts where downline_id = $1 and kind = $2 and period = $3 and status = 'offered'
      order by created_at desc, id desc limit 1`,
    [accountId, kind, period],
  );

/** One offer as the consolidated info lists it: the page reads `status`, `id` and `contractId`. */
interface WaitingOffer {
  id: number;
  contractId: number;
  status: 'P';
  upline: string;
  rateBp: number;
}

/**
 * SPEC §3's consolidated contract info, shaped as the platform's page reads it (C 5165–5185,
 * 26740–26753; Notice.js 42–169): for each kind, a map from the contract's period to the offers
 * waiting for the account's answer (status P, newest first), empty when none wait; the dividends
 * also by product type first, as the newer page reads them.
 */
export async function pendingOffers(db: Queryable, accountId: number) {
  const byKind: Record<ContractKind, Record<string, WaitingOffer[]>> = {
    dividend: {},
    dailySalary: {},
    hourlySalary: {},
    realtimeSalary: {},
  };
  for (const row of await pendingOffersFor(db, accountId)) {
    const offer = {
      id: row.id,
      contractId: row.id,
      status: 'P' as const,
      upline: row.upline,
      rateBp: row.rate_bp,
    };
    (byKind[row.kind][row.period] ??= []).push(offer);
  }
  // A dividend here covers every product, which the page names CONS (C 4814).
  const dividendsByProduct: Record<string, Record<string, WaitingOffer[]>> = Object.keys(byKind.dividend)
    .length > 0
    ? { CONS: byKind.dividend }
    : {};
  return {
    dailysalreqtype: byKind.dailySalary,
    divtypereq: byKind.dividend,
    // The newer chunk reads the dividends by product type, then period (C 4829, 4885–4905).
    divtypecompperiodreq: dividendsByProduct,
    contracthoursalreq: byKind.hourlySalary,
    realtimesalreqtype: byKind.realtimeSalary,
  };
}

/**
 * For the sandbox switch that builds agent lines: an account's type, and optionally its parent.
 * Only the contracts' tests and demos need it, so it lives beside what it serves.
 */
export const setAccountType = (db: Queryable, username: string, type: number, parentId: number | null) =>
  one<{ id: number; username: string; type: number; parent: string | null }>(
    db,
    `update accounts a set type = $2, parent_id = coalesce($3, a.parent_id) where lower(a.username) = lower($1)
     returning a.id, a.username, a.type, (select username from accounts p where p.id = a.parent_id) as parent`,
    [username, type, parentId],
  );

export const accountIdByName = (db: Queryable, username: string) =>
  one<{ id: number }>(db, 'select id from accounts where lower(username) = lower($1)', [username]);

/** The running contracts these accounts hold from their uplines, top rate of each. */
export const heldContractsOf = (db: Queryable, accountIds: readonly number[]) =>
  db.query<{ downline_id: number; kind: ContractKind; rate_bp: number }>(
    `select downline_id, kind, rate_bp from agent_contracts
      where downline_id = any($1::int[]) and status = 'accepted' order by kind`,
    [accountIds],
  );

/**
 * The sandbox reset: pending offers are withdrawn and running contracts ended by their uplines,
 * so a demo starts with none; their history, and what the ledger paid under them, stays.
 */
export async function endAllContracts(tx: Queryable, now: Date) {
  await tx.query(
    `update agent_contracts set status = 'cancelled', decided_at = $1 where status = 'offered'`,
    [now],
  );
  await tx.query(
    `update agent_contracts set status = 'terminated', ended_at = $1, end_reason = 'by_upline'
      where status = 'accepted'`,
    [now],
  );
}
