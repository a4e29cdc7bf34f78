import type { HandlerTable } from '../http/handler';
import { exclude } from './exclusion';
import { historyPage } from './history';
import { confirmLimit, setLimit, setRealityCheck } from './limits';
import { protectedMember } from './member';
import { playSession } from './play-session';
import { protectionState } from './state';
import { activityStatement } from './statement';

/** The personal centre's Safer gambling page (sdk/contract/endpoints/protection.ts). */
export const protectionHandlers: HandlerTable = {
  protectionState: async (_input, ctx) => protectionState(ctx.sandbox, protectedMember(ctx)),

  async protectionSetLimit(input, ctx) {
    const accountId = protectedMember(ctx);
    await setLimit(ctx.sandbox, accountId, input);
    return protectionState(ctx.sandbox, accountId);
  },

  async protectionConfirmLimit(input, ctx) {
    const accountId = protectedMember(ctx);
    await confirmLimit(ctx.sandbox, accountId, input);
    return protectionState(ctx.sandbox, accountId);
  },

  async protectionRealityCheck({ minutes }, ctx) {
    const accountId = protectedMember(ctx);
    await setRealityCheck(ctx.sandbox, accountId, minutes);
    return protectionState(ctx.sandbox, accountId);
  },

  playSession: async (_input, ctx) => playSession(ctx.sandbox, protectedMember(ctx), ctx.token!),

  protectionExclude: async (input, ctx) => exclude(ctx.sandbox, protectedMember(ctx), input),

  activityStatement: async (input, ctx) => activityStatement(ctx.sandbox, protectedMember(ctx), input),

  protectionHistory: async ({ pageNo = 1, pageSize = 20 }, ctx) =>
    historyPage(ctx.sandbox.db, protectedMember(ctx), { pageNo, pageSize }),
};
