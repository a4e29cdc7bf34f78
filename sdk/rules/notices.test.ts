import { describe, expect, it } from 'vitest';
import type { Announcements, Notice } from '../contract/entities/notice';
import { noticePage } from './notices';

const notice = (id: number, timestamp: number, type = 'PL'): Notice => ({
  id,
  type,
  title: `n${id}`,
  content: '',
  startDateStr: '',
  timestamp,
});
const groups = (over: Partial<Announcements> = {}): Announcements => ({
  banners: [],
  player: [],
  popup: [],
  promotion: [],
  hot: [],
  ...over,
});

describe('noticePage', () => {
  const answer = groups({
    banners: [notice(1, 100, 'B'), notice(2, 500, 'B')],
    player: [notice(3, 300), notice(4, 300)],
    popup: [notice(5, 200, 'PU')],
    hot: [notice(6, 600, 'H')],
  });

  it('lists every group together, newest first (the later id first on a tie)', () => {
    expect(noticePage(answer, 1, 9).list.map((n) => n.id)).toEqual([6, 2, 4, 3, 5, 1]);
  });

  it('pages it, with the totals the pager needs', () => {
    expect(noticePage(answer, 2, 4)).toEqual({
      list: [notice(5, 200, 'PU'), notice(1, 100, 'B')],
      pageNo: 2,
      pageSize: 4,
      totalPages: 2,
      totalCount: 6,
    });
  });

  it('a page past the end is the last one; nothing at all is one empty page', () => {
    expect(noticePage(answer, 9, 4).pageNo).toBe(2);
    expect(noticePage(answer, 0, 4).pageNo).toBe(1);
    expect(noticePage(groups(), 1, 9)).toEqual({
      list: [],
      pageNo: 1,
      pageSize: 9,
      totalPages: 1,
      totalCount: 0,
    });
  });
});
