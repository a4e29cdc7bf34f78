import type { Announcements, Notice, NoticePage } from '../contract/entities/notice';

/**
 * One page of the notice list (SPEC §2, nine a page) from the platform's grouped answer: every
 * group's notices in one list, newest first, paged here since the platform sends them all. A page
 * past the end is the last one.
 *
 * @example
 * const answer = { banners: [], player: [notice], popup: [], promotion: [], hot: [] };
 * rules.noticePage(answer, 1, 9); // { list: [notice], pageNo: 1, pageSize: 9, totalPages: 1, totalCount: 1 }
 */
export function noticePage(groups: Announcements, pageNo: number, pageSize: number): NoticePage {
  const all: Notice[] = Object.values(groups)
    .flat()
    .sort((a, b) => b.timestamp - a.timestamp || b.id - a.id);
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(pageNo)), totalPages);
  return {
    list: all.slice((page - 1) * pageSize, page * pageSize),
    pageNo: page,
    pageSize,
    totalPages,
    totalCount: all.length,
  };
}
