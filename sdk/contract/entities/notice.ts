import { Type, type Static, Timestamp } from '../schema';

/** Announcement types the portal asks for. */
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
/** SPEC §9: notices per page. */
export const NOTICES_PER_PAGE = 9;

/**
 * Where the platform's answer files each announcement type (C 26501–26505, I 12023–12027):
 * banners, the player's notices, popups, promotions and the hot list.
 */
export const ANNOUNCEMENT_GROUPS = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
} as const;

/** A notice; `content` is server HTML and must be sanitized before rendering. */
export const Notice = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  content: Type.String(),
  startDateStr: Type.String({
    description: "When it starts, GMT+8 'YYYY-MM-DD HH:mm:ss', as the page shows it (C 8606, I 12033)",
  }),
  timestamp: Timestamp,
});
export type Notice = Static<typeof Notice>;

/** The platform's announcements, grouped by type as its page reads them: every group always there. */
export const Announcements = Type.Object({
  banners: Type.Array(Notice),
  player: Type.Array(Notice),
  popup: Type.Array(Notice),
  promotion: Type.Array(Notice),
  hot: Type.Array(Notice, {
    description:
      "Notices of type H (ours): the platform's page reads hot sports matches here, a shape it does not show",
  }),
});
export type Announcements = Static<typeof Announcements>;

/** One page of notices and the totals its pager needs (the portal pages the grouped answer). */
export const NoticePage = Type.Object({
  list: Type.Array(Notice),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type NoticePage = Static<typeof NoticePage>;
