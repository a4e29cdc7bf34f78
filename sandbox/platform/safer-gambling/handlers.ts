import type { HandlerTable } from '../../core/http/handler';
import { exclude } from './exclusion';
import { historyPage } from './history';
import { confirmLimit, setLimit, setRealityCheck } from './limits';
import { realMemberOf } from '../accounts';
import { playSession } from './play-session';
import { protectionState } from './state';
import { activityStatement } from './statement';

/** The personal centre's Safer gambling page (sdk/contract/endpoints/protection.ts). */
export const protectionHandlers: HandlerTable = {
  protectionState: async (_input, ctx) => protectionState(ctx.sandbox, realMemberOf(ctx).accountId),

  async protectionSetLimit(input, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    await setLimit(ctx.sandbox, accountId, input);
    return protectionState(ctx.sandbox, accountId);
  },

  async protectionConfirmLimit(input, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    await confirmLimit(ctx.sandbox, accountId, input);
    return protectionState(ctx.sandbox, accountId);
  },

  async protectionRealityCheck({ minutes }, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    await setRealityCheck(ctx.sandbox, accountId, minutes);
    return protectionState(ctx.sandbox, accountId);
  },

  playSession: async (_input, ctx) => playSession(ctx.sandbox, realMemberOf(ctx).accountId, ctx.token!),

  protectionExclude: async (input, ctx) => exclude(ctx.sandbox, realMemberOf(ctx).accountId, input),

  activityStatement: async (input, ctx) => activityStatement(ctx.sandbox, realMemberOf(ctx).accountId, input),

  protectionHistory: async ({ pageNo = 1, pageSize = 20 }, ctx) =>
    historyPage(ctx.sandbox.db, realMemberOf(ctx).accountId, { pageNo, pageSize }),
};
