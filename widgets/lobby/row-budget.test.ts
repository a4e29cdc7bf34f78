import { describe, expect, it } from 'vitest';
import { fullRows } from './row-budget';

const rows = (from: number, to: number, onScreen: (i: number) => boolean = () => true) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ index: from + i, onScreen: onScreen(from + i) }));

describe('fullRows', () => {
  it('fills no more new rows a frame than the budget', () => {
    expect([...fullRows(new Set(), rows(0, 7), 2)]).toEqual([0, 1]);
  });

  it('keeps rows that were already full without counting them against the budget', () => {
    expect([...fullRows(new Set([3, 4, 5]), rows(3, 9), 2)].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7]);
  });

  it('fills rows on screen before the ones rendered ahead of the scroll', () => {
    const window = rows(10, 16, (i) => i >= 12 && i <= 14);
    expect([...fullRows(new Set(), window, 2)]).toEqual([12, 13]);
  });

  it('finishes a window over the next frames', () => {
    let full = new Set<number>();
    const window = rows(20, 26);
    let frames = 0;
    while (full.size < window.length) {
      full = fullRows(full, window, 2);
      frames++;
    }
    expect(frames).toBe(4);
  });

  it('drops rows that left the window', () => {
    expect([...fullRows(new Set([1, 2]), rows(2, 3), 0)]).toEqual([2]);
  });
});
