import { Type, type Static, Timestamp } from '../schema';

/** Announcement types the portal asks for. */
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
/** SPEC §9: notices per page. */
export const NOTICES_PER_PAGE = 9;

/** A notice; `content` is server HTML and must be sanitized before rendering. */
export const Notice = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  content: Type.String(),
  timestamp: Timestamp,
});
export type Notice = Static<typeof Notice>;

/** One page of notices and the totals its pager needs. */
export const NoticePage = Type.Object({
  list: Type.Array(Notice),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type NoticePage = Static<typeof NoticePage>;
