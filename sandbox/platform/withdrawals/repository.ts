import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The withdrawals' SQL: orders, their proof images, and the turnover they must pass. */

export type WithdrawStatus =
  'processing' | 'awaiting_confirmation' | 'received' | 'not_received' | 'forced_received' | 'rejected';

/** An order with its payout account as the member sees it (masked: the whole number is never read). */
export interface OrderRow {
  id: number;
  order_no: string;
  account_id: number;
  request_id: string;
  payout_account_id: string;
  amount: number;
  fee: number;
  status: WithdrawStatus;
  created_at: Date;
  paid_at: Date | null;
  confirm_by: Date | null;
  confirmed_at: Date | null;
  reject_reason: string | null;
  payout_kind: 'bank' | 'usdt';
  payout_bank_name: string | null;
  payout_holder_name: string | null;
  payout_masked: string;
  payout_created_at: Date;
}

const COLUMNS = `o.id, o.order_no, o.account_id, o.request_id, o.payout_account_id, o.amount::float8 as amount,
  o.fee::float8 as fee, o.status, o.created_at, o.paid_at, o.confirm_by, o.confirmed_at, o.reject_reason,
  p.kind as payout_kind, p.bank_name as payout_bank_name, p.holder_name as payout_holder_name,
  p.masked as payout_masked, p.created_at as payout_created_at`;
const FROM = 'withdrawal_orders o join payout_accounts p on p.id = o.payout_account_id';

export interface NewOrder {
  orderNo: string;
  accountId: number;
  requestId: string;
  payoutAccountId: string;
  amountMinor: number;
  feeMinor: number;
  createdAt: Date;
}

export async function insertOrder(tx: Queryable, order: NewOrder) {
  await tx.query(
    `insert into withdrawal_orders (order_no, account_id, request_id, payout_account_id, amount, fee, status, created_at)
     values ($1, $2, $3, $4, $5, $6, 'processing', $7)`,
    [
      order.orderNo,
      order.accountId,
      order.requestId,
      order.payoutAccountId,
      order.amountMinor,
      order.feeMinor,
      order.createdAt,
    ],
  );
}

export const orderByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<OrderRow>(db, `select ${COLUMNS} from ${FROM} where o.account_id = $1 and o.request_id = $2`, [
    accountId,
    requestId,
  ]);

/** One order of one member: an order number of anyone else finds nothing. */
export const memberOrder = (db: Queryable, accountId: number, orderNo: string) =>
  one<OrderRow>(db, `select ${COLUMNS} from ${FROM} where o.account_id = $1 and o.order_no = $2`, [
    accountId,
    orderNo,
  ]);

export const orderByNo = (db: Queryable, orderNo: string) =>
  one<OrderRow>(db, `select ${COLUMNS} from ${FROM} where o.order_no = $1`, [orderNo]);

export const memberOrders = (db: Queryable, accountId: number, limit: number, offset: number) =>
  db.query<OrderRow>(
    `select ${COLUMNS} from ${FROM} where o.account_id = $1
      order by o.created_at desc, o.id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );

export const countMemberOrders = async (db: Queryable, accountId: number) =>
  (await one<{ n: number }>(db, 'select count(*)::int as n from withdrawal_orders where account_id = $1', [
    accountId,
  ]))!.n;

/** Orders the operator still has (their money waits in the ledger's pending withdrawals). */
export const countProcessing = async (db: Queryable, accountId: number) =>
  (await one<{ n: number }>(
    db,
    "select count(*)::int as n from withdrawal_orders where account_id = $1 and status = 'processing'",
    [accountId],
  ))!.n;

/** Orders made since `since` that count against the daily limit: all but the rejected ones. */
export const countMadeSince = async (db: Queryable, accountId: number, since: Date) =>
  (await one<{ n: number }>(
    db,
    `select count(*)::int as n from withdrawal_orders
      where account_id = $1 and created_at >= $2 and status <> 'rejected'`,
    [accountId, since],
  ))!.n;

// ── State changes: each one moves an order out of one status; the row lock makes one caller win ──

/** The operator paid a processing order; undefined when it was not processing. */
export const markPaid = (tx: Queryable, orderNo: string, at: Date, confirmBy: Date) =>
  one<{ account_id: number; amount: number }>(
    tx,
    `update withdrawal_orders set status = 'awaiting_confirmation', paid_at = $2, confirm_by = $3
      where order_no = $1 and status = 'processing' returning account_id, amount::float8 as amount`,
    [orderNo, at, confirmBy],
  );

/** The operator refused a processing order; undefined when it was not processing. */
export const markRejected = (tx: Queryable, orderNo: string, at: Date, reason: string) =>
  one<{ account_id: number; amount: number }>(
    tx,
    `update withdrawal_orders set status = 'rejected', rejected_at = $2, reject_reason = $3
      where order_no = $1 and status = 'processing' returning account_id, amount::float8 as amount`,
    [orderNo, at, reason],
  );

/**
 * The player's answer to a paid order: the first one while its confirmation time runs, or
 * "received" after all for an order they said had not arrived (the money turned up late), once and
 * at any time, since nothing else moves an order out of not_received. The order's id when the
 * answer was taken, undefined when the order was not waiting for it (answered, forced, not paid).
 */
export const markAnswered = (
  tx: Queryable,
  accountId: number,
  orderNo: string,
  status: 'received' | 'not_received',
  at: Date,
) =>
  one<{ id: number }>(
    tx,
    `update withdrawal_orders set status = $3, confirmed_at = $4
      where order_no = $1 and account_id = $2
        and ((status = 'awaiting_confirmation' and confirm_by > $4)
          or (status = 'not_received' and $3::text = 'received'))
      returning id`,
    [orderNo, accountId, status, at],
  );

/**
 * A paid order counts as received without the player's answer: once its confirmation time has
 * passed (`dueOnly`), or at once (the operator's switch). Undefined when it was not waiting.
 */
export const markForcedReceived = (tx: Queryable, orderNo: string, at: Date, dueOnly: boolean) =>
  one<{ account_id: number }>(
    tx,
    `update withdrawal_orders set status = 'forced_received', confirmed_at = $2
      where order_no = $1 and status = 'awaiting_confirmation' and (not $3 or confirm_by <= $2)
      returning account_id`,
    [orderNo, at, dueOnly],
  );

/** Paid orders whose confirmation time has passed: of one member, or of everyone. */
export const dueForReceipt = (db: Queryable, now: Date, accountId: number | null, limit: number) =>
  db.query<{ order_no: string }>(
    `select order_no from withdrawal_orders
      where status = 'awaiting_confirmation' and confirm_by <= $1 and ($2::int is null or account_id = $2)
      order by confirm_by limit $3`,
    [now, accountId, limit],
  );

// ── Proof images ────────────────────────────────────────────────────────────────────────────────

export interface NewProof {
  id: string;
  orderId: number;
  position: number;
  name: string;
  type: string;
  data: Uint8Array;
  createdAt: Date;
}

export async function insertProof(tx: Queryable, proof: NewProof) {
  await tx.query(
    `insert into withdrawal_proofs (id, order_id, position, name, type, size, data, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      proof.id,
      proof.orderId,
      proof.position,
      proof.name,
      proof.type,
      proof.data.byteLength,
      proof.data,
      proof.createdAt,
    ],
  );
}

/** The proofs of these orders, without their bytes, in the order they were sent. */
export const proofsOf = (db: Queryable, orderIds: number[]) =>
  db.query<{ order_id: number; id: string; name: string; type: 'image/png' | 'image/jpeg'; size: number }>(
    `select order_id, id, name, type, size from withdrawal_proofs where order_id = any($1::int[])
      order by order_id, position`,
    [orderIds],
  );

// ── Turnover ────────────────────────────────────────────────────────────────────────────────────

/** A member's turnover requirements no withdrawal has passed yet: their sum and the oldest's start. */
// ── Sandbox reset ───────────────────────────────────────────────────────────────────────────────

/** The processing orders of these accounts, locked: the reset gives their money back first. */
export const processingOrdersOf = (tx: Queryable, accountIds: number[]) =>
  tx.query<{ order_no: string; account_id: number; amount: number }>(
    `select order_no, account_id, amount::float8 as amount from withdrawal_orders
      where account_id = any($1::int[]) and status = 'processing' order by id for update`,
    [accountIds],
  );

/** Forgets the orders and proofs of these accounts (the sandbox reset, for demo accounts). */
export async function deleteWithdrawalsOf(tx: Queryable, accountIds: number[]) {
  await tx.query(
    `delete from withdrawal_proofs where order_id in
       (select id from withdrawal_orders where account_id = any($1::int[]))`,
    [accountIds],
  );
  await tx.query('delete from withdrawal_orders where account_id = any($1::int[])', [accountIds]);
}
