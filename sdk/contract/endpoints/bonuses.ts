import { defineEndpoint } from '../endpoint';
import { Type, MAX_PAGE_NO } from '../schema';
import { CalendarDay, RECORDS_MAX_PAGE_SIZE } from '../entities/records';
import { BonusPage, BonusStateName } from '../entities/bonuses';

/*
 * The personal centre's bonusDetails. SPEC names the page, not its call: the path and
 * shape are ours, in the records' style: a range of GMT+8 calendar days (the rules of
 * sdk/shared-rules/date-range.ts, date_range_invalid otherwise), pages of at most 50, trial accounts
 * refused with in_need_true_account.
 */

/**
 * @example
 * const { list, totals } = await client.call(contract.bonusList, { from: '2026-11-01', to: '2026-11-26' });
 */
export const bonusList = defineEndpoint({
  name: 'bonusList',
  method: 'GET',
  path: '/wps/member/bonuses',
  auth: 'required',
  caller: 'real-member',
  tag: 'wallet',
  summary:
    "The member's bonuses credited in the range (every payment from the promotions budget), newest first, " +
    'optionally of one state: amount, kind, turnover required (amount × the kind’s rollover) and done ' +
    '(valid bets since the credit, oldest bonus first), expiry (30 days) and state; totals over the filter',
  request: Type.Object({
    from: CalendarDay,
    to: CalendarDay,
    state: Type.Optional(BonusStateName),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE, default: 20 })),
  }),
  response: BonusPage,
});
