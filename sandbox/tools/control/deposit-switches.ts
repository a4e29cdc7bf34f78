import { Type } from '@sdk/contract/schema';
import { defineEndpoint } from '@sdk/contract/endpoint';
import { DEPOSIT_ORDER_NO_PATTERN, DepositOrder } from '@sdk/contract/entities/deposit';
import { setSetting } from '../../platform/brand';
import { orderView, deleteDepositsOf, settleDeposit } from '../../platform/cashier';
import { deleteRequirementsOf } from '../../platform/wagering';
import type { Queryable } from '../../core/db/database';
import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import { DEFAULT_DEPOSIT_AUTO_SETTLE_MS } from '../seed/deposit-settings';

/** The payment simulator's switches: settle one order now, or change when new orders settle. */

export const DepositSettle = Type.Object({
  orderNo: Type.String({ pattern: DEPOSIT_ORDER_NO_PATTERN }),
  outcome: Type.Union([Type.Literal('pay'), Type.Literal('fail'), Type.Literal('expire')]),
});

/** An hour at most: longer than any order waits before it expires. */
export const AutoSettle = Type.Object({
  delayMs: Type.Union([Type.Integer({ minimum: 0, maximum: 3_600_000 }), Type.Null()]),
});

export const depositSwitchEndpoints = {
  settleDeposit: defineEndpoint({
    name: 'settleDeposit',
    method: 'POST',
    path: '/sandbox/deposits/settle',
    tag: 'sandbox',
    summary:
      'The payment simulator pays, fails or expires a pending deposit order (a settled order stays as it is)',
    request: DepositSettle,
    response: DepositOrder,
  }),
  depositAutoSettle: defineEndpoint({
    name: 'depositAutoSettle',
    method: 'POST',
    path: '/sandbox/deposits/auto-settle',
    tag: 'sandbox',
    summary:
      'How long after it is made the simulator pays a new deposit order by itself (null: never; default 4000 ms)',
    request: AutoSettle,
    response: AutoSettle,
  }),
} as const;

export const depositSwitches: Pick<
  HandlersOf<typeof depositSwitchEndpoints>,
  'settleDeposit' | 'depositAutoSettle'
> = {
  async settleDeposit({ orderNo, outcome }, { sandbox }) {
    const order = await settleDeposit(sandbox, orderNo, outcome);
    if (!order) throw notFound(`No deposit order ${orderNo}`);
    return orderView(order);
  },

  async depositAutoSettle({ delayMs }, { sandbox }) {
    await setSetting(sandbox.db, 'depositAutoSettleMs', delayMs);
    sandbox.settings.invalidate();
    return { delayMs };
  },
};

/**
 * At reset: the demo accounts lose their deposit orders and their bonuses' wagering, and new
 * orders settle after the default delay.
 */
export async function resetDeposits(tx: Queryable, accountIds: number[]) {
  await deleteRequirementsOf(tx, accountIds);
  await deleteDepositsOf(tx, accountIds);
  await setSetting(tx, 'depositAutoSettleMs', DEFAULT_DEPOSIT_AUTO_SETTLE_MS);
}
