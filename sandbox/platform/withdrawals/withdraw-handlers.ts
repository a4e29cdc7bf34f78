import type { HandlerTable } from '../../core/http/handler';
import { notFound } from '../../core/http/fault';
import { realMemberOf } from '../accounts';
import { receiveDueOf } from './auto-receive';
import { confirmWithdrawal } from './confirm';
import { createWithdrawal } from './create';
import { withdrawInfo } from './info';
import { countMemberOrders, memberOrder, memberOrders } from './repository';
import { oneOrderView, orderViews } from './views';

/** The cashier's withdrawal calls; like deposits, for real accounts only (trial and guests are refused). */
export const withdrawHandlers: HandlerTable = {
  async withdrawInfo(_input, ctx) {
    return withdrawInfo(ctx.sandbox, realMemberOf(ctx).accountId);
  },

  async withdrawCreate(input, ctx) {
    const { accountId } = realMemberOf(ctx);
    return oneOrderView(ctx.sandbox.db, await createWithdrawal(ctx.sandbox, accountId, input));
  },

  async withdrawOrder({ orderNo }, ctx) {
    const { accountId } = realMemberOf(ctx);
    await receiveDueOf(ctx.sandbox, accountId);
    const row = await memberOrder(ctx.sandbox.db, accountId, orderNo);
    // Another member's order answers exactly like one that does not exist.
    if (!row) throw notFound('No such withdrawal order');
    return oneOrderView(ctx.sandbox.db, row);
  },

  async withdrawHistory({ pageNo = 1, pageSize = 10 }, ctx) {
    const { accountId } = realMemberOf(ctx);
    const { db } = ctx.sandbox;
    await receiveDueOf(ctx.sandbox, accountId);
    const [rows, total] = await Promise.all([
      memberOrders(db, accountId, pageSize, (pageNo - 1) * pageSize),
      countMemberOrders(db, accountId),
    ]);
    return { list: await orderViews(db, rows), total };
  },

  async withdrawConfirm(input, ctx) {
    const { accountId } = realMemberOf(ctx);
    return oneOrderView(ctx.sandbox.db, await confirmWithdrawal(ctx.sandbox, accountId, input));
  },
};
