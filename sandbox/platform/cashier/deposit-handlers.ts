import { realMemberOf } from '../accounts';
import { notFound } from '../../core/http/fault';
import type { HandlerTable } from '../../core/http/handler';
import { bonusEligible, bonusView, depositSettings, methodView } from './methods';
import { createDeposit, orderView } from './orders';
import { countMemberOrders, memberOrder, memberOrders } from './repository';
import { settleDueOf } from './simulator';

export const depositHandlers: HandlerTable = {
  async depositMethods(_input, ctx) {
    const { accountId } = realMemberOf(ctx);
    const { sandbox } = ctx;
    const settings = await depositSettings(sandbox);
    await settleDueOf(sandbox, accountId);
    const now = sandbox.now();
    const eligible = [];
    for (const bonus of settings.bonuses) {
      if (await bonusEligible(sandbox.db, accountId, bonus, now)) eligible.push(bonusView(bonus));
    }
    return {
      currency: await sandbox.settings.get('currency'),
      methods: settings.methods.map(methodView),
      bonuses: eligible,
    };
  },

  async depositCreate(input, ctx) {
    const { accountId } = realMemberOf(ctx);
    return orderView(await createDeposit(ctx.sandbox, accountId, input));
  },

  async depositOrder({ orderNo }, ctx) {
    const { accountId } = realMemberOf(ctx);
    await settleDueOf(ctx.sandbox, accountId);
    const row = await memberOrder(ctx.sandbox.db, accountId, orderNo);
    // Another member's order answers exactly like one that does not exist.
    if (!row) throw notFound('No such deposit order');
    return orderView(row);
  },

  async depositHistory({ pageNo = 1, pageSize = 10 }, ctx) {
    const { accountId } = realMemberOf(ctx);
    const { db } = ctx.sandbox;
    await settleDueOf(ctx.sandbox, accountId);
    const [rows, total] = await Promise.all([
      memberOrders(db, accountId, pageSize, (pageNo - 1) * pageSize),
      countMemberOrders(db, accountId),
    ]);
    return { list: rows.map(orderView), total };
  },
};
