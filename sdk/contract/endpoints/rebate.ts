import type { Endpoint } from '../endpoint';
import { Type, Empty, Money, MAX_PAGE_NO } from '../schema';
import { REBATE_PAGE_MAX, RebateClaim, RebateClaims, RebateQuote } from '../entities/rebate';

/*
 * The manual rebate (SPEC §2 personal centre manualRebate): the valid bets settled since the
 * member's last claim pay back a share at each game category's rate, claimed by hand. Only while
 * the brand's flag MANPLAYREB3 (SPEC §6) is on: off, every call answers 403 feature_disabled.
 * Trial accounts and free-play guests get `in_need_true_account`. Paths in the platform's
 * /wps/<area>/<noun> style.
 *
 * Written as literal objects (`satisfies Endpoint`, with defineEndpoint's defaults spelled out)
 * rather than through defineEndpoint: their pages reach them from widget chunks outside the
 * script-tag runtime, and importing defineEndpoint there would split it out of the runtime into
 * a shared chunk, which every page then pays for.
 */

const RequestId = Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' });

/**
 * @example
 * const { lines, total } = await client.call(contract.rebateQuote, {});
 */
export const rebateQuote = {
  name: 'rebateQuote',
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  auth: 'required',
  caller: 'real-member',
  encrypted: false,
  encoding: 'query',
  answer: 'envelope',
  tag: 'common',
  summary:
    'What a claim would pay now: per game category, the valid bets settled since the last claim, the rate ' +
    '(the category’s plus the VIP level’s bonus, in basis points) and the amount; the total is ' +
    'floor(Σ validBet × rate / 10,000)',
  request: Empty,
  response: RebateQuote,
} satisfies Endpoint;

/**
 * @example
 * const quote = await client.call(contract.rebateQuote, {});
 * await client.call(contract.rebateClaim, { requestId: crypto.randomUUID(), amount: quote.total });
 */
export const rebateClaim = {
  name: 'rebateClaim',
  method: 'POST',
  path: '/wps/relay/ODSFE2_rebateDisburse',
  auth: 'required',
  caller: 'real-member',
  encrypted: false,
  encoding: 'json',
  answer: 'envelope',
  tag: 'common',
  summary:
    'Pays the rebate of the valid bets settled since the last claim into the main wallet, from the ' +
    "operator's promotions budget through the ledger, and moves the mark so those bets never pay again. " +
    '`amount` is the total the member was shown: when new bets changed it, 409 rebate_amount_changed ' +
    '(value.amount, the total now) pays nothing. The same requestId with the same amount answers the same ' +
    'claim; with another amount 409 idempotency_conflict. Refusals: rebate_nothing_to_claim (nothing to pay, ' +
    'or another claim took it first), rewards_unavailable (the budget cannot pay it now)',
  request: Type.Object({ requestId: RequestId, amount: Money }),
  response: RebateClaim,
} satisfies Endpoint;

/**
 * @example
 * const { list, total } = await client.call(contract.rebateHistory, { pageNo: 1, pageSize: 10 });
 */
export const rebateHistory = {
  name: 'rebateHistory',
  method: 'GET',
  path: '/wps/rebate/history',
  auth: 'required',
  caller: 'real-member',
  encrypted: false,
  encoding: 'query',
  answer: 'envelope',
  tag: 'common',
  summary: "The member's rebate claims, newest first, each with its lines",
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: REBATE_PAGE_MAX, default: 10 })),
  }),
  response: RebateClaims,
} satisfies Endpoint;
