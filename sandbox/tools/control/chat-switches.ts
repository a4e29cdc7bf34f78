import { defineEndpoint } from '@sdk/contract/endpoint';
import { Empty, Type } from '@sdk/contract/schema';
import type { HandlersOf } from '../../core/http/handler';
import { chatRoomOf } from '../../platform/chat';

/** The chat room's switch: every connection dropped at once, as a server restart or a network cut would. */
export const chatSwitchEndpoints = {
  chatDrop: defineEndpoint({
    name: 'chatDrop',
    method: 'POST',
    path: '/sandbox/chat/drop',
    tag: 'sandbox',
    summary:
      'Closes every chat room connection (code 1012, restart): the rooms reconnect by themselves; answers how many it closed',
    request: Empty,
    response: Type.Object({ closed: Type.Integer({ minimum: 0 }) }),
  }),
} as const;

export const chatSwitches: Pick<HandlersOf<typeof chatSwitchEndpoints>, 'chatDrop'> = {
  chatDrop: async (_input, { sandbox }) => ({ closed: chatRoomOf(sandbox).dropAll() }),
};
