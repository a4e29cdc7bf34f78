import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO } from '../schema';
import {
  PersonTransfer,
  TRANSFER_HISTORY_MAX_PAGE_SIZE,
  TransferDirection,
  TransferHistory,
  TransferInfo,
} from '../entities/transfer';

/*
 * Transfers between members (SPEC §2 transferUpline, §6: an agent may transfer to a downline or
 * the upline). SPEC shows neither path nor shape, so both are ours, in the platform's style. Trial
 * accounts are refused with `in_need_true_account`.
 */

export const transferInfo = defineEndpoint({
  name: 'transferInfo',
  method: 'GET',
  path: '/wps/member/transfer/info',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    'What the transfer form needs: the main balance, the least amount, the upline, an agent’s direct ' +
    'downlines, the payment password state and the bonus turnover still to wager',
  request: Empty,
  response: TransferInfo,
});

export const memberTransfer = defineEndpoint({
  name: 'memberTransfer',
  method: 'POST',
  path: '/wps/member/transfer',
  auth: 'required',
  caller: 'real-member',
  encrypted: true,
  tag: 'wallet',
  summary:
    "Moves money from the member's main wallet to the upline's, or an agent's to one of their direct " +
    'downlines, both balances in one ledger transaction. The same requestId with the same content answers ' +
    'the same transfer; with other content 409 idempotency_conflict. Refusals, in this order: ' +
    'transfer_amount_invalid, transfer_no_upline, transfer_not_agent, not_found (not a direct downline), ' +
    'transfer_turnover_required, transfer_insufficient_balance, then the payment password’s codes ' +
    '(payment_password_required, _incorrect, _locked)',
  request: Type.Object({
    requestId: Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' }),
    direction: TransferDirection,
    /** A downline's username; only with direction downline. */
    downline: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    amount: Type.Number({ exclusiveMinimum: 0, description: 'Amount with at most two decimal places' }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 32 }),
  }),
  response: PersonTransfer,
});

/**
 * @example
 * const { list, total } = await client.call(contract.transferHistory, { scope: 'wallet', pageNo: 1, pageSize: 20 });
 */
export const transferHistory = defineEndpoint({
  name: 'transferHistory',
  method: 'GET',
  path: '/wps/member/transfer/history',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    "The member's transfers, newest first: between their own wallets (scope wallet: moves, recalls and " +
    "a launch's automatic moves) or with other members, sent and received (scope person)",
  request: Type.Object({
    scope: Type.Union([Type.Literal('wallet'), Type.Literal('person')]),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: TRANSFER_HISTORY_MAX_PAGE_SIZE, default: 10 }),
    ),
  }),
  response: TransferHistory,
});
