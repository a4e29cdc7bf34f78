import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO } from '../schema';
import {
  WITHDRAW_HISTORY_MAX_PAGE_SIZE,
  WITHDRAW_ORDER_NO_PATTERN,
  WithdrawHistory,
  WithdrawInfo,
  WithdrawOrder,
  WithdrawProofUpload,
} from '../entities/withdraw';
import { MAX_PROOF_BYTES, MAX_PROOFS } from '../limits';

/*
 * The cashier's withdrawal calls. SPEC shows the withdraw page (§1, §2) and the confirmation
 * states (§4), not their calls, so the paths are ours, in the platform's style. Trial accounts are
 * refused with `in_need_true_account`, like the deposit calls.
 */

/**
 * The confirmation's body at its largest: three images of 5 MB in base64 (4 characters for every
 * 3 bytes), plus room for the rest of the JSON. Every other call keeps the server's default limit.
 */
const CONFIRM_BODY_LIMIT = MAX_PROOFS * 4 * Math.ceil(MAX_PROOF_BYTES / 3) + 64 * 1024;

export const withdrawInfo = defineEndpoint({
  name: 'withdrawInfo',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawAccountInfo',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    'What the withdraw form needs: balance, limits, fee, withdrawals left today, the turnover still to ' +
    'wager, the payment password state, the payout accounts and the auto-receive minutes',
  request: Empty,
  response: WithdrawInfo,
});

export const withdrawCreate = defineEndpoint({
  name: 'withdrawCreate',
  method: 'POST',
  path: '/wps/cashier/withdraw',
  auth: 'required',
  caller: 'real-member',
  encrypted: true,
  tag: 'wallet',
  summary:
    'Withdraws to one of the payout accounts: the amount leaves the wallet at once and the order waits for ' +
    'the operator (processing). The same requestId with the same content answers the same order; with other ' +
    'content 409 idempotency_conflict. Refusals, in this order: withdraw_amount_invalid, ' +
    'withdraw_account_required, not_found (not a payout account of the member), withdraw_daily_limit, ' +
    'withdraw_pending_limit, withdraw_turnover_required, withdraw_insufficient_balance, then the payment ' +
    "password's codes (payment_password_required, _incorrect, _locked)",
  request: Type.Object({
    requestId: Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' }),
    payoutAccountId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    amount: Type.Number({ exclusiveMinimum: 0, description: 'Amount with at most two decimal places' }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 32 }),
  }),
  response: WithdrawOrder,
});

/**
 * @example
 * const order = await client.call(contract.withdrawOrder, { orderNo });
 */
export const withdrawOrder = defineEndpoint({
  name: 'withdrawOrder',
  method: 'GET',
  path: '/wps/cashier/withdraw/order',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary: "One of the member's withdrawal orders, as it stands now (another member's answers not_found)",
  request: Type.Object({ orderNo: Type.String({ pattern: WITHDRAW_ORDER_NO_PATTERN }) }),
  response: WithdrawOrder,
});

export const withdrawHistory = defineEndpoint({
  name: 'withdrawHistory',
  method: 'GET',
  path: '/wps/cashier/withdraw/history',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary: "The member's withdrawal orders, newest first",
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: WITHDRAW_HISTORY_MAX_PAGE_SIZE, default: 10 }),
    ),
  }),
  response: WithdrawHistory,
});

export const withdrawConfirm = defineEndpoint({
  name: 'withdrawConfirm',
  method: 'POST',
  path: '/wps/cashier/withdraw/confirm',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    'The player says whether a paid withdrawal arrived (SPEC §4): received, or not_received with 1 to 3 ' +
    'png or jpeg proof images of at most 5 MB each. The first answer only while the order awaits ' +
    'confirmation; after not_received, received once more (the money arrived late: the proofs stay, no ' +
    'money moves); anything else is 409 withdraw_not_awaiting. A refused image answers ' +
    "withdraw_proof_invalid with its index and the reason ('type', 'size' or 'count')",
  request: Type.Object({
    orderNo: Type.String({ pattern: WITHDRAW_ORDER_NO_PATTERN }),
    received: Type.Boolean(),
    proofs: Type.Optional(Type.Array(WithdrawProofUpload)),
  }),
  response: WithdrawOrder,
  bodyLimit: CONFIRM_BODY_LIMIT,
});
