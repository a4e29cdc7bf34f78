import type { DepositPay } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The cashier's SQL: deposit orders and the turnover they require. */

export type DepositStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface OrderRow {
  order_no: string;
  account_id: number;
  request_id: string;
  method_id: string;
  kind: 'bank' | 'ewallet' | 'usdt';
  amount: number;
  bonus_id: string | null;
  bonus_amount: number;
  turnover_multiple: number;
  pay: DepositPay;
  status: DepositStatus;
  created_at: Date;
  expires_at: Date;
  settle_at: Date | null;
  settled_at: Date | null;
}

const COLUMNS = `order_no, account_id, request_id, method_id, kind, amount::float8 as amount, bonus_id,
  bonus_amount::float8 as bonus_amount, turnover_multiple, pay, status, created_at, expires_at, settle_at, settled_at`;

export type NewOrder = Omit<OrderRow, 'status' | 'settled_at'>;

/**
 * Holds the member's account row until the transaction ends, so that two deposit requests of one
 * member (the pending-order limit, the once-only bonuses) are decided one after the other.
 */
export async function lockMember(tx: Queryable, accountId: number) {
  await tx.query('select id from accounts where id = $1 for update', [accountId]);
}

export const insertOrder = (tx: Queryable, order: NewOrder) =>
  one<OrderRow>(
    tx,
    `insert into deposit_orders (order_no, account_id, request_id, method_id, kind, amount, bonus_id,
       bonus_amount, turnover_multiple, pay, status, created_at, expires_at, settle_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $12, $13)
     returning ${COLUMNS}`,
    [
      order.order_no,
      order.account_id,
      order.request_id,
      order.method_id,
      order.kind,
      order.amount,
      order.bonus_id,
      order.bonus_amount,
      order.turnover_multiple,
      JSON.stringify(order.pay),
      order.created_at,
      order.expires_at,
      order.settle_at,
    ],
  );

export const orderByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<OrderRow>(db, `select ${COLUMNS} from deposit_orders where account_id = $1 and request_id = $2`, [
    accountId,
    requestId,
  ]);

/** One order of one member: an order number of anyone else finds nothing. */
export const memberOrder = (db: Queryable, accountId: number, orderNo: string) =>
  one<OrderRow>(db, `select ${COLUMNS} from deposit_orders where account_id = $1 and order_no = $2`, [
    accountId,
    orderNo,
  ]);

export const orderByNo = (db: Queryable, orderNo: string) =>
  one<OrderRow>(db, `select ${COLUMNS} from deposit_orders where order_no = $1`, [orderNo]);

export const memberOrders = (db: Queryable, accountId: number, limit: number, offset: number) =>
  db.query<OrderRow>(
    `select ${COLUMNS} from deposit_orders where account_id = $1
      order by created_at desc, id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );

export const countMemberOrders = async (db: Queryable, accountId: number) =>
  (
    await one<{ n: number }>(db, 'select count(*)::int as n from deposit_orders where account_id = $1', [
      accountId,
    ])
  )?.n ?? 0;

export const countPending = async (db: Queryable, accountId: number) =>
  (
    await one<{ n: number }>(
      db,
      "select count(*)::int as n from deposit_orders where account_id = $1 and status = 'pending'",
      [accountId],
    )
  )?.n ?? 0;

/** Whether the member has a paid order other than `exceptOrderNo`. */
export const hasPaidOrder = async (db: Queryable, accountId: number, exceptOrderNo = '') =>
  !!(await one(
    db,
    "select 1 from deposit_orders where account_id = $1 and status = 'paid' and order_no <> $2 limit 1",
    [accountId, exceptOrderNo],
  ));

/** Whether an order carrying `bonusId` is paid or still waiting, among those made since `since`. */
export const bonusTaken = async (db: Queryable, accountId: number, bonusId: string, since: Date) =>
  !!(await one(
    db,
    `select 1 from deposit_orders where account_id = $1 and bonus_id = $2 and status in ('pending', 'paid')
        and created_at >= $3 limit 1`,
    [accountId, bonusId, since],
  ));

/** Pending orders whose payment or expiry time has come: of one member, or of everyone. */
export const dueOrders = (db: Queryable, now: Date, accountId: number | null, limit: number) =>
  db.query<{ order_no: string }>(
    `select order_no from deposit_orders
      where status = 'pending' and (settle_at <= $1 or expires_at <= $1) and ($2::int is null or account_id = $2)
      order by created_at limit $3`,
    [now, accountId, limit],
  );

/**
 * Moves a pending order to its final status and returns it; undefined when it was not pending
 * (settled before, or by a racing call): the row lock makes exactly one caller win.
 */
export const finishOrder = (
  tx: Queryable,
  orderNo: string,
  status: Exclude<DepositStatus, 'pending'>,
  at: Date,
) =>
  one<OrderRow>(
    tx,
    `update deposit_orders set status = $2, settled_at = $3 where order_no = $1 and status = 'pending'
     returning ${COLUMNS}`,
    [orderNo, status, at],
  );

/** A bonus that is no longer due when its order is paid is dropped from the order. */
export const dropBonus = (tx: Queryable, orderNo: string) =>
  one<OrderRow>(tx, `update deposit_orders set bonus_amount = 0 where order_no = $1 returning ${COLUMNS}`, [
    orderNo,
  ]);

/** Forgets the orders of these accounts (the sandbox reset, for demo accounts). */
export async function deleteDepositsOf(tx: Queryable, accountIds: number[]) {
  await tx.query('delete from deposit_orders where account_id = any($1)', [accountIds]);
}
