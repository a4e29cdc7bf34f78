import { depositCreate, depositHistory, depositMethods, depositOrder } from '../contract/endpoints/cashier';
import type { RequestOf, ResponseOf } from '../contract/endpoint';
import { DEPOSIT_FOLLOW_MS, isDepositOpen } from '../rules/deposit';
import { requestIds } from '../rules/request-ids';
import { sendOnce } from './idempotent';
import type { Core } from './core';

export type DepositOrder = ResponseOf<typeof depositOrder>;
export type DepositMethods = ResponseOf<typeof depositMethods>;
/**
 * A deposit as the player asks for it; the runtime adds the idempotency `requestId`.
 *
 * @example
 * const input: DepositInput = { methodId: 'bank', amount: 100 };
 * const order = await croupier.cashier.createDeposit(input);
 */
export type DepositInput = Omit<RequestOf<typeof depositCreate>, 'requestId'>;

/** The cashier: deposits (and, as they land, withdrawals and transfers). */
export function cashierActions({ client }: Core, refreshBalance: () => Promise<void>) {
  const depositIds = requestIds();
  return {
    /**
     * The ways to deposit, with their limits and presets, and the bonuses the member may choose now.
     *
     * @example
     * const { methods, bonuses } = await croupier.cashier.depositMethods();
     * const usdt = methods.find((method) => method.kind === 'usdt');
     */
    depositMethods: () => client.call(depositMethods, {}),

    /**
     * Opens a deposit order. A retry of the same form (a double click, a timeout) carries the same
     * idempotency key, so it opens one order; the platform refuses the key with other content.
     *
     * @example
     * const order = await croupier.cashier.createDeposit({ methodId: 'bank', amount: 500, bonusId: 'first-deposit' });
     * console.log(order.orderNo, order.pay.reference); // the memo the player writes on the transfer
     */
    createDeposit: (input: DepositInput): Promise<DepositOrder> =>
      sendOnce(depositIds, input, (requestId) => client.call(depositCreate, { ...input, requestId })),

    /**
     * One deposit order as it stands now.
     *
     * @example
     * const { status, settledAt } = await croupier.cashier.depositOrder('DK3MZQ7RX2VB4TLPA');
     */
    depositOrder: (orderNo: string) => client.call(depositOrder, { orderNo }),

    /**
     * One page of the member's deposit orders.
     *
     * @example
     * const { list, total } = await croupier.cashier.depositHistory(1, 10);
     */
    depositHistory: (pageNo: number, pageSize: number) => client.call(depositHistory, { pageNo, pageSize }),

    /**
     * Reads an open order again every few seconds until it is paid, failed or expired, reporting
     * each reading; a paid order refreshes the balance, so the header follows without a reload.
     * Stops when `signal` aborts.
     *
     * @example
     * const order = await croupier.cashier.createDeposit({ methodId: 'usdt', amount: 100 });
     * const following = new AbortController(); // abort when the page closes
     * await croupier.cashier.followDeposit(order, (now) => console.log(now.status), following.signal);
     */
    followDeposit: async (
      order: DepositOrder,
      onChange: (order: DepositOrder) => void,
      signal: AbortSignal,
    ) => {
      let current = order;
      while (isDepositOpen(current.status) && !signal.aborted) {
        await new Promise((resolve) => setTimeout(resolve, DEPOSIT_FOLLOW_MS));
        if (signal.aborted) return;
        try {
          current = await client.call(depositOrder, { orderNo: order.orderNo }, { signal });
        } catch {
          continue; // a dropped reading is read again at the next tick
        }
        if (signal.aborted) return;
        onChange(current);
      }
      if (current.status === 'paid') await refreshBalance();
    },
  };
}
