import type { HandlerTable } from '../../core/http/handler';
import { convert } from './convert';
import { realMemberOf } from '../accounts';
import { redeem } from './redeem';
import { countRedeems, pendingPoints, redeemsPage } from './redeems-repository';
import { countMovements, memberPoints, movementsPage } from './repository';
import { countRewards, rewardsPage } from './rewards-repository';
import { configView } from './settings';
import { conversionView, movementView, redeemView, rewardView } from './views';

/** The point mall's calls (sdk/contract/endpoints/points.ts, SPEC §7 Points). */
export const pointsHandlers: HandlerTable = {
  pointsConfig: async (_input, ctx) => configView(ctx.sandbox),

  async pointsReward({ pageNo = 1, pageSize = 20 }, ctx) {
    const { db } = ctx.sandbox;
    const [rows, total] = await Promise.all([
      rewardsPage(db, pageSize, (pageNo - 1) * pageSize),
      countRewards(db),
    ]);
    return { list: rows.map((row) => rewardView(row, ctx.language)), total };
  },

  async pointsBalance(_input, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const { db } = ctx.sandbox;
    const [points, pending] = await Promise.all([memberPoints(db, accountId), pendingPoints(db, accountId)]);
    return { points, pending };
  },

  pointsRedeem: async (input, ctx) =>
    redeemView(await redeem(ctx.sandbox, realMemberOf(ctx).accountId, input), ctx.language),

  async pointsRedeemList({ pageNo = 1, pageSize = 10, status, redeemId }, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const { db } = ctx.sandbox;
    const filter = { status, redeemId };
    const [rows, total] = await Promise.all([
      redeemsPage(db, accountId, filter, pageSize, (pageNo - 1) * pageSize),
      countRedeems(db, accountId, filter),
    ]);
    return { list: rows.map((row) => redeemView(row, ctx.language)), total };
  },

  async pointsTransactions({ pageNo = 1, pageSize = 10 }, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const { db } = ctx.sandbox;
    const [rows, total] = await Promise.all([
      movementsPage(db, accountId, pageSize, (pageNo - 1) * pageSize),
      countMovements(db, accountId),
    ]);
    return { list: rows.map(movementView), total };
  },

  pointsConvert: async (input, ctx) =>
    conversionView(await convert(ctx.sandbox, realMemberOf(ctx).accountId, input)),
};
