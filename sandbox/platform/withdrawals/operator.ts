import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { transfer } from '../ledger';
import { markForcedReceived, markPaid, markRejected, orderByNo, type OrderRow } from './repository';
import { autoReceiveMinutes } from './settings';

/**
 * What the operator does with a withdrawal (a real platform's back office; here the sandbox
 * switches under /sandbox/withdrawals/). Each moves an order out of one status in one
 * transaction and answers the order as it stands: an order in another status is answered
 * untouched, so a second or concurrent call moves no money. Undefined: no such order.
 */

/**
 * Pays a processing order: the money leaves the pending withdrawals for the house (key
 * `withdraw-paid:<orderNo>`; the fee stays with the house, the player is paid the net amount
 * outside the ledger) and the player has the brand's auto-receive minutes to confirm. No wallet
 * moves (the amount left it when the order was made), so no cached balance is stale.
 */
export async function payWithdrawal(sandbox: Sandbox, orderNo: string): Promise<OrderRow | undefined> {
  const minutes = await autoReceiveMinutes(sandbox);
  const now = sandbox.now();
  return sandbox.db.transaction(async (tx) => {
    const paid = await markPaid(tx, orderNo, now, new Date(now.getTime() + minutes * 60_000));
    if (paid)
      await transfer(tx, {
        from: 'pendingWithdrawals',
        to: 'house',
        amountMinor: paid.amount,
        key: `withdraw-paid:${orderNo}`,
        kind: 'withdrawal_paid',
        reference: `withdraw:${orderNo}`,
      });
    return orderByNo(tx, orderNo);
  });
}

/** Refuses a processing order: the whole amount goes back to the wallet (key `withdraw-return:<orderNo>`). */
export async function rejectWithdrawal(
  sandbox: Sandbox,
  orderNo: string,
  reason: string,
): Promise<OrderRow | undefined> {
  let returnedTo: number | undefined;
  const done = sandbox.db.transaction(async (tx) => {
    const rejected = await markRejected(tx, orderNo, sandbox.now(), reason);
    if (rejected) {
      await returnToWallet(tx, { orderNo, accountId: rejected.account_id, amountMinor: rejected.amount });
      returnedTo = rejected.account_id;
    }
    return orderByNo(tx, orderNo);
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => {
    if (returnedTo !== undefined) sandbox.balances.invalidate([returnedTo]);
  });
}

/** Moves a processing order's money back to its wallet (a rejection, or the sandbox reset). */
export async function returnToWallet(
  tx: Queryable,
  order: { orderNo: string; accountId: number; amountMinor: number },
) {
  await transfer(tx, {
    from: 'pendingWithdrawals',
    to: { walletOf: order.accountId },
    amountMinor: order.amountMinor,
    key: `withdraw-return:${order.orderNo}`,
    kind: 'withdrawal_return',
    reference: `withdraw:${order.orderNo}`,
  });
}

/** A paid order counts as received now, as if its auto-receive time had passed. */
export async function forceReceive(sandbox: Sandbox, orderNo: string): Promise<OrderRow | undefined> {
  return sandbox.db.transaction(async (tx) => {
    await markForcedReceived(tx, orderNo, sandbox.now(), false);
    return orderByNo(tx, orderNo);
  });
}
