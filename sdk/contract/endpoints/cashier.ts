import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO } from '../schema';
import {
  DEPOSIT_HISTORY_MAX_PAGE_SIZE,
  DEPOSIT_ORDER_NO_PATTERN,
  DepositHistory,
  DepositMethods,
  DepositOrder,
} from '../entities/deposit';

/*
 * The cashier's deposit calls. SPEC shows the deposit screens (§1, §2 depositv2) but not their
 * calls, so the paths are ours, in the platform's style. Trial accounts are refused with
 * `in_need_true_account`.
 */

export const depositMethods = defineEndpoint({
  name: 'depositMethods',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositMethods',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary: 'The ways to deposit with their limits and presets, and the bonuses the member may choose now',
  request: Empty,
  response: DepositMethods,
});

export const depositCreate = defineEndpoint({
  name: 'depositCreate',
  method: 'POST',
  path: '/wps/cashier/deposit',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    'Opens a deposit order and says where to pay it. The same requestId with the same content answers the ' +
    'same order; with other content 409 idempotency_conflict. Refusals: deposit_method_unavailable, ' +
    'deposit_amount_invalid (outside the limits or more than two decimals), deposit_bonus_ineligible, ' +
    'deposit_pending_limit (three orders already wait for money), deposit_limit_exceeded (the member’s own ' +
    'deposit limit: value {period, remaining}), account_excluded (value {kind, until})',
  request: Type.Object({
    requestId: Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' }),
    methodId: Type.String({ minLength: 1, maxLength: 32 }),
    amount: Type.Number({ exclusiveMinimum: 0, description: 'Amount with at most two decimal places' }),
    bonusId: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  }),
  response: DepositOrder,
});

/**
 * @example
 * const order = await client.call(contract.depositOrder, { orderNo });
 * if (order.status === 'pending') setTimeout(poll, 3000);
 */
export const depositOrder = defineEndpoint({
  name: 'depositOrder',
  method: 'GET',
  path: '/wps/cashier/deposit/order',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary: "One of the member's deposit orders, as it stands now (another member's answers not_found)",
  request: Type.Object({ orderNo: Type.String({ pattern: DEPOSIT_ORDER_NO_PATTERN }) }),
  response: DepositOrder,
});

export const depositHistory = defineEndpoint({
  name: 'depositHistory',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositTransactionReport',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary: "The member's deposit orders, newest first",
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: DEPOSIT_HISTORY_MAX_PAGE_SIZE, default: 10 }),
    ),
  }),
  response: DepositHistory,
});
