import { Type } from '@sdk/contract/schema';
import { defineEndpoint } from '@sdk/contract/endpoint';
import { WITHDRAW_ORDER_NO_PATTERN, WithdrawOrder } from '@sdk/contract/entities/withdraw';
import type { Queryable } from '../../core/db/database';
import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import {
  forceReceive,
  payWithdrawal,
  rejectWithdrawal,
  returnToWallet,
  deleteWithdrawalsOf,
  processingOrdersOf,
  orderViews,
  type OrderRow,
} from '../../platform/withdrawals';

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

export const withdrawSwitchEndpoints = {
  payWithdrawal: defineEndpoint({
    name: 'payWithdrawal',
    method: 'POST',
    path: '/sandbox/withdrawals/pay',
    tag: 'sandbox',
    summary:
      "The operator pays a processing withdrawal: it awaits the player's confirmation for the brand's " +
      'auto-receive minutes (an order in another status stays as it is)',
    request: WithdrawalOrderNo,
    response: WithdrawOrder,
  }),
  rejectWithdrawal: defineEndpoint({
    name: 'rejectWithdrawal',
    method: 'POST',
    path: '/sandbox/withdrawals/reject',
    tag: 'sandbox',
    summary:
      'The operator rejects a processing withdrawal with a reason the player sees; the amount goes back to ' +
      'the wallet (an order in another status stays as it is)',
    request: WithdrawalReject,
    response: WithdrawOrder,
  }),
  forceReceiveWithdrawal: defineEndpoint({
    name: 'forceReceiveWithdrawal',
    method: 'POST',
    path: '/sandbox/withdrawals/force-receive',
    tag: 'sandbox',
    summary:
      'A paid withdrawal awaiting confirmation counts as received now (forced_received), as if its ' +
      'auto-receive time had passed',
    request: WithdrawalOrderNo,
    response: WithdrawOrder,
  }),
} as const;

export const withdrawSwitches: Pick<
  HandlersOf<typeof withdrawSwitchEndpoints>,
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
