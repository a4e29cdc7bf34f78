import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO } from '../schema';
import {
  MESSAGE_IDS_PATTERN,
  MESSAGE_PAGE_MAX,
  MessagePage,
  PlatformMessage,
  UnreadCount,
} from '../entities/messages';

/*
 * Platform messages: the personal centre's messageV2 page and the unread badge of the header and
 * the menu (SPEC §2, §6, §7 CSP_unreadCount). SPEC names only the unread-count relay; the others
 * are ours, in the same relay style. A member reaches only its own messages: another member's id
 * answers 404 not_found exactly as an id that never existed. Texts are plain text
 * (sdk/contract/entities/messages.ts).
 */

/**
 * @example
 * const count = await client.call(contract.unreadCount, {});
 */
export const unreadCount = defineEndpoint({
  name: 'unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'required',
  tag: 'messages',
  summary: 'Number of unread platform messages (the badge of the header and of the messageV2 menu entry)',
  request: Empty,
  // The platform's page reads the value as the number itself (chunk-web-view.a286710c.js 3788).
  response: UnreadCount,
});

/**
 * @example
 * const { list, unreadCount } = await client.call(contract.messageList, { pageNo: 1, pageSize: 10 });
 */
export const messageList = defineEndpoint({
  name: 'messageList',
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  auth: 'required',
  tag: 'messages',
  summary:
    "The member's platform messages, unread first, then newest first, each with the start of its text; " +
    'and how many are unread',
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_MAX, default: 10 })),
  }),
  response: MessagePage,
});

/**
 * @example
 * const { message, unreadCount } = await client.call(contract.messageRead, { id: 42 });
 */
export const messageRead = defineEndpoint({
  name: 'messageRead',
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  auth: 'required',
  tag: 'messages',
  summary:
    'Opens one message: its whole text, marked read (the first reading’s time is kept). Refusal: ' +
    "not_found (no such message of the member's)",
  request: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
  response: Type.Object({ message: PlatformMessage, unreadCount: UnreadCount }),
});

/**
 * @example
 * const { deleted } = await client.call(contract.messageDelete, { ids: '42,43' });
 */
export const messageDelete = defineEndpoint({
  name: 'messageDelete',
  method: 'DELETE',
  path: '/wps/relay/CSP_deleteMessages',
  auth: 'required',
  tag: 'messages',
  summary:
    'Deletes one or several messages (ids comma-separated, at most 100), all or none: when one of them ' +
    "is not the member's (or is gone already) it answers not_found and deletes nothing",
  request: Type.Object({ ids: Type.String({ pattern: MESSAGE_IDS_PATTERN }) }),
  response: Type.Object({ deleted: Type.Integer({ minimum: 1 }), unreadCount: UnreadCount }),
});

/**
 * @example
 * await client.call(contract.messageReadAll, {});
 */
export const messageReadAll = defineEndpoint({
  name: 'messageReadAll',
  method: 'POST',
  path: '/wps/relay/CSP_readAllMessages',
  auth: 'required',
  tag: 'messages',
  summary: "Marks every unread message of the member's read; answers how many it marked",
  request: Empty,
  response: Type.Object({ marked: Type.Integer({ minimum: 0 }), unreadCount: UnreadCount }),
});

// The notices live apart, so the runtime (which loads them) never carries the messages' calls.
export { announcements } from './announcements';
