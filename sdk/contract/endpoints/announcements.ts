import { defineEndpoint } from '../endpoint';
import { Type, LanguageCode, PageQuery } from '../schema';
import { NoticePage } from '../entities';

/*
 * The notices (SPEC §2 notice modal, §7 MCSFE_getListAnnouncements), tagged with the messages.
 * A module of their own: the runtime loads them with the home page, while the platform
 * messages' calls (./messages.ts) stay in the lazy module of the messages page and its badges.
 */

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
