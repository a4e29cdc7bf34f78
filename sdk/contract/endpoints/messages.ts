import { defineEndpoint } from '../endpoint';
import { Type, Empty, LanguageCode, PageQuery } from '../schema';
import { NoticePage } from '../entities';

/**
 * @example
 * const { count } = await client.call(contract.unreadCount, {});
 */
export const unreadCount = defineEndpoint({
  name: 'unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'required',
  tag: 'messages',
  summary: 'Number of unread platform messages',
  request: Empty,
  response: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
});

export const announcements = defineEndpoint({
  name: 'announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: 'optional',
  tag: 'messages',
  summary: "Notices of the given types ('B,PL,PU,PR,H'), newest first",
  request: Type.Object({
    types: Type.Optional(Type.String({ pattern: '^[A-Z]{1,3}(,[A-Z]{1,3})*$', default: 'B' })),
    platform: Type.Optional(Type.Literal('W')),
    language: Type.Optional(LanguageCode),
    ...PageQuery,
  }),
  response: NoticePage,
});
