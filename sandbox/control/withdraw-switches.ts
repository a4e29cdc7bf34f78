import { WITHDRAW_ORDER_NO_PATTERN } from '../../sdk/contract/entities/withdraw';
import { Type } from '../../sdk/contract/schema';
import type { Queryable } from '../db/database';
import { notFound } from '../http/fault';
import type { HandlersOf } from '../http/handler';
import { forceReceive, payWithdrawal, rejectWithdrawal, returnToWallet } from '../withdrawals/operator';
import { deleteWithdrawalsOf, processingOrdersOf, type OrderRow } from '../withdrawals/repository';
import { orderViews } from '../withdrawals/views';
import type { ControlEndpoints } from './endpoints';

/**
 * The operator's side of withdrawals, which a real platform's back office does: pay an order,
 * reject it (the money goes back), or force its receipt as if the player's time had run out.
 */

export const WithdrawalOrderNo = Type.Object({
  orderNo: Type.String({ pattern: WITHDRAW_ORDER_NO_PATTERN }),
});

export const WithdrawalReject = Type.Object({
  orderNo: Type.String({ pattern: WITHDRAW_ORDER_NO_PATTERN }),
  /** Shown to the player with the order. */
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});

async function answer(sandbox: { db: Queryable }, orderNo: string, row: OrderRow | undefined) {
  if (!row) throw notFound(`No withdrawal order ${orderNo}`);
  return (await orderViews(sandbox.db, [row]))[0]!;
}

export const withdrawSwitches: Pick<
  HandlersOf<ControlEndpoints>,
  'payWithdrawal' | 'rejectWithdrawal' | 'forceReceiveWithdrawal'
> = {
  async payWithdrawal({ orderNo }, { sandbox }) {
    return answer(sandbox, orderNo, await payWithdrawal(sandbox, orderNo));
  },

  async rejectWithdrawal({ orderNo, reason }, { sandbox }) {
    return answer(sandbox, orderNo, await rejectWithdrawal(sandbox, orderNo, reason));
  },

  async forceReceiveWithdrawal({ orderNo }, { sandbox }) {
    return answer(sandbox, orderNo, await forceReceive(sandbox, orderNo));
  },
};

/**
 * At reset: the demo accounts' processing orders give their money back to the wallet (so that the
 * ledger's pending withdrawals hold exactly what open orders owe), then every order and proof of
 * theirs is forgotten. The caller forgets the cached balances.
 */
export async function resetWithdrawals(tx: Queryable, accountIds: number[]) {
  for (const order of await processingOrdersOf(tx, accountIds)) {
    await returnToWallet(tx, {
      orderNo: order.order_no,
      accountId: order.account_id,
      amountMinor: order.amount,
    });
  }
  await deleteWithdrawalsOf(tx, accountIds);
}
