import { defineEndpoint } from '../endpoint';
import { Type, LanguageCode } from '../schema';
import { Announcements } from '../entities';

/*
 * The notices (SPEC §2 notice modal, §7 MCSFE_getListAnnouncements), tagged with the messages.
 * A module of their own: the notices load with the home page, while the platform messages' calls
 * (./messages.ts) stay in the lazy module of the messages page and its badges.
 */

export const announcements = defineEndpoint({
  name: 'announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: 'optional',
  tag: 'messages',
  summary:
    "Announcements of the given types ('B,PL,PU,PR,H'), grouped by type as the platform's page reads them " +
    '(banners, player, popup, promotion, hot), each group newest first',
  request: Type.Object({
    types: Type.Optional(Type.String({ pattern: '^[A-Z]{1,3}(,[A-Z]{1,3})*$', default: 'B' })),
    platform: Type.Optional(Type.Literal('W')),
    execution: Type.Optional(
      Type.String({
        pattern: '^[A-Z]$',
        description:
          "When the page shows them: 'B' banners and notices, 'A'/'F' popups after a login (first)",
      }),
    ),
    groupName: Type.Optional(Type.String({ maxLength: 64, description: "A banner group ('w_promotion')" })),
    language: Type.Optional(LanguageCode),
  }),
  response: Announcements,
});
