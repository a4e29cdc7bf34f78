import type { HandlerTable } from '../../core/http/handler';
import { checkedRange } from '../records';
import { realMemberOf } from '../accounts';
import { bonusList } from './bonus-list';

/**
 * The personal centre's bonusDetails: the member's bonuses, read from the ledger (every
 * payment of the promotions budget to its wallet), with the turnover each asks for and has done.
 * A trial account has no bonuses to show: it is asked to register, as on the records pages.
 */
export const bonusHandlers: HandlerTable = {
  async bonusList({ from, to, state, pageNo = 1, pageSize = 20 }, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const range = checkedRange({ from, to }, ctx.sandbox.now());
    return bonusList(ctx.sandbox.db, accountId, range, { state, pageNo, pageSize, now: ctx.sandbox.now() });
  },
};
