import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { RedeemStatusName } from '@sdk/contract/entities/points';

/** The redeems' SQL: made by a member, decided by the operator, listed newest first. */

export interface RedeemRow {
  id: number;
  account_id: number;
  request_id: string;
  reward_id: number;
  /** The reward's names per language, as the catalogue has them now. */
  reward_name: Record<string, string>;
  quantity: number;
  points: number;
  status: RedeemStatusName;
  reject_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `select d.id, d.account_id, d.request_id, d.reward_id, r.name as reward_name, d.quantity, d.points,
  d.status, d.reject_reason, d.created_at, d.decided_at
  from points_redeems d join points_rewards r on r.id = d.reward_id`;

export interface NewRedeem {
  accountId: number;
  requestId: string;
  rewardId: number;
  quantity: number;
  points: number;
  at: Date;
}

/** Writes a redeem in process; answers its id. */
export const insertRedeem = async (tx: Queryable, redeem: NewRedeem) =>
  (await one<{ id: number }>(
    tx,
    `insert into points_redeems (account_id, request_id, reward_id, quantity, points, status, created_at)
     values ($1, $2, $3, $4, $5, 'processing', $6) returning id`,
    [redeem.accountId, redeem.requestId, redeem.rewardId, redeem.quantity, redeem.points, redeem.at],
  ))!.id;

export const redeemById = (db: Queryable, id: number) =>
  one<RedeemRow>(db, `${SELECT} where d.id = $1`, [id]);

export const redeemByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<RedeemRow>(db, `${SELECT} where d.account_id = $1 and d.request_id = $2`, [accountId, requestId]);

/** What the operator's decision needs of a redeem. */
export interface LockedRedeem {
  id: number;
  account_id: number;
  reward_id: number;
  quantity: number;
  points: number;
  status: RedeemStatusName;
}

/** A redeem, locked until the transaction ends: the operator's decisions on it queue. */
export const lockRedeem = (tx: Queryable, id: number) =>
  one<LockedRedeem>(
    tx,
    'select id, account_id, reward_id, quantity, points, status from points_redeems where id = $1 for update',
    [id],
  );

export async function markDecided(
  tx: Queryable,
  id: number,
  decision: { status: 'approved' | 'rejected'; at: Date; reason: string | null },
) {
  await tx.query('update points_redeems set status = $2, decided_at = $3, reject_reason = $4 where id = $1', [
    id,
    decision.status,
    decision.at,
    decision.reason,
  ]);
}

export interface RedeemFilter {
  status?: RedeemStatusName;
  redeemId?: number;
}

/** `and` clauses for a filter, numbered after the account ($1). */
function where(filter: RedeemFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let sql = '';
  if (filter.status) sql += ` and d.status = $${params.push(filter.status) + 1}`;
  if (filter.redeemId !== undefined) sql += ` and d.id = $${params.push(filter.redeemId) + 1}`;
  return { sql, params };
}

export function redeemsPage(
  db: Queryable,
  accountId: number,
  filter: RedeemFilter,
  limit: number,
  offset: number,
) {
  const { sql, params } = where(filter);
  const n = params.length + 2;
  return db.query<RedeemRow>(
    `${SELECT} where d.account_id = $1${sql} order by d.id desc limit $${n} offset $${n + 1}`,
    [accountId, ...params, limit, offset],
  );
}

export async function countRedeems(db: Queryable, accountId: number, filter: RedeemFilter) {
  const { sql, params } = where(filter);
  return (await one<{ n: number }>(
    db,
    `select count(*)::int as n from points_redeems d where d.account_id = $1${sql}`,
    [accountId, ...params],
  ))!.n;
}

/** The points the member's redeems in process hold. */
export const pendingPoints = async (db: Queryable, accountId: number) =>
  (await one<{ n: number }>(
    db,
    "select coalesce(sum(points), 0)::int8 as n from points_redeems where account_id = $1 and status = 'processing'",
    [accountId],
  ))!.n;

/** Every redeem in process, oldest first (the reset rejects them). */
export const processingRedeemIds = async (db: Queryable) =>
  (
    await db.query<{ id: number }>("select id from points_redeems where status = 'processing' order by id")
  ).map((r) => r.id);
