import { defineEndpoint } from '../endpoint';
import { Type, MAX_PAGE_NO } from '../schema';
import { GameCategoryName } from '../entities/game';
import {
  AccountRecordKindName,
  AccountRecords,
  BettingRecords,
  CalendarDay,
  PersonalProfit,
  RECORDS_MAX_PAGE_SIZE,
} from '../entities/records';

/*
 * The member's records (SPEC §2 personal centre: personalHistoryCopy, transactionHistory,
 * personalProfit). SPEC names the pages but shows no calls, so the paths and shapes are ours.
 * Every call takes a range of GMT+8 calendar days, `from` to `to`, both included, at most 31 days
 * and not past today; any other range is refused with 400 date_range_invalid and value.reason
 * (format, order, too_long, future), the rules of sdk/shared-rules/date-range.ts. Trial accounts are
 * refused with in_need_true_account. CSV downloads are built in the browser (sdk/shared-rules/csv.ts).
 */

const Range = {
  from: CalendarDay,
  to: CalendarDay,
};

const Page = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE, default: 20 })),
};

/**
 * @example
 * const page = await client.call(contract.bettingRecords, { from: '2026-11-01', to: '2026-11-25', category: 'RNG' });
 * console.log(page.totals.winLoss);
 */
export const bettingRecords = defineEndpoint({
  name: 'bettingRecords',
  method: 'GET',
  path: '/wps/member/records/bets',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    "The member's rounds placed in the range, newest first, optionally of one category or vendor; " +
    'totals cover every round the filter matches, not only the page',
  request: Type.Object({
    ...Range,
    category: Type.Optional(GameCategoryName),
    vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'Vendor code' })),
    ...Page,
  }),
  response: BettingRecords,
});

export const accountRecords = defineEndpoint({
  name: 'accountRecords',
  method: 'GET',
  path: '/wps/member/records/transactions',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    "Every movement of the member's wallet in the range, newest first, optionally of one kind: signed " +
    'amount and the balance right after it',
  request: Type.Object({
    ...Range,
    kind: Type.Optional(AccountRecordKindName),
    ...Page,
  }),
  response: AccountRecords,
});

export const personalProfit = defineEndpoint({
  name: 'personalProfit',
  method: 'GET',
  path: '/wps/member/records/profit',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    "The member's profit and loss per GMT+8 day and category in the range: valid bets, payouts, bonus " +
    'and rebate, net = payout + bonus + rebate - stake',
  request: Type.Object(Range),
  response: PersonalProfit,
});
