import { describe, expect, it } from 'vitest';
import { rowsInView } from './row-window';

const rows = { count: 50, rowHeight: 200, listTop: 100, overscan: 1 };

describe('rowsInView', () => {
  it.each<[string, { top: number; height: number }, { first: number; last: number }]>([
    ['the top of the page: the rows on screen and one more', { top: 0, height: 900 }, { first: 0, last: 4 }],
    ['scrolled into the list: one row more each side', { top: 1000, height: 900 }, { first: 3, last: 9 }],
    [
      'a view that ends on a row boundary takes no row past it',
      { top: 100, height: 400 },
      { first: 0, last: 2 },
    ],
    ['a view wholly above the list: its first rows', { top: -5000, height: 900 }, { first: 0, last: 0 }],
    ['a view wholly below the list: its last row', { top: 50_000, height: 900 }, { first: 49, last: 49 }],
    ['a view of no height (a frame out of sight)', { top: 1000, height: 0 }, { first: 3, last: 5 }],
  ])('%s', (_case, view, expected) => {
    expect(rowsInView(rows, view)).toEqual(expected);
  });

  it('renders nothing of an empty list or before the rows are measured', () => {
    expect(rowsInView({ ...rows, count: 0 }, { top: 0, height: 900 })).toEqual({ first: 0, last: -1 });
    expect(rowsInView({ ...rows, rowHeight: 0 }, { top: 0, height: 900 })).toEqual({ first: 0, last: -1 });
  });

  it('always covers the view, wherever it is', () => {
    for (let top = -300; top < 11_000; top += 37) {
      const { first, last } = rowsInView(rows, { top, height: 700 });
      const seenFrom = Math.max(top, rows.listTop);
      const seenTo = Math.min(top + 700, rows.listTop + rows.count * rows.rowHeight);
      if (seenFrom >= seenTo) continue;
      expect(rows.listTop + first * rows.rowHeight).toBeLessThanOrEqual(seenFrom);
      expect(rows.listTop + (last + 1) * rows.rowHeight).toBeGreaterThanOrEqual(seenTo);
    }
  });
});
