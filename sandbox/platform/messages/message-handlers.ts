import { memberOf } from '../../core/context';
import type { HandlerTable } from '../../core/http/handler';
import { deleteMessages, listMessages, readAllMessages, readMessage } from './messages';
import { unreadOf } from './repository';

/**
 * The messageV2 page and the unread badge (sdk/contract/endpoints/messages.ts). Every session may
 * call them, a trial account's too: the header shows the badge to whoever is logged in, and a
 * member's own messages are nothing to keep from it. (The page itself sits in the personal
 * centre, which the portal keeps trial accounts out of.)
 */
export const messageHandlers: HandlerTable = {
  unreadCount: async (_input, ctx) => unreadOf(ctx.sandbox.db, memberOf(ctx).accountId),

  messageList: async ({ pageNo = 1, pageSize = 10 }, ctx) =>
    listMessages(ctx.sandbox.db, memberOf(ctx).accountId, ctx.language, { pageNo, pageSize }),

  messageRead: async ({ id }, ctx) => readMessage(ctx.sandbox, memberOf(ctx).accountId, id, ctx.language),

  messageDelete: async ({ ids }, ctx) => deleteMessages(ctx.sandbox, memberOf(ctx).accountId, ids),

  messageReadAll: async (_input, ctx) => readAllMessages(ctx.sandbox, memberOf(ctx).accountId),
};
