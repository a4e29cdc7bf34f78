import { describe, expect, it } from 'vitest';
import { pageItems, stepPage } from './pagination';

const text = (items: ReturnType<typeof pageItems>) =>
  items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('page items (range 3, margin 1)', () => {
  it.each([
    [1, 1, '1'],
    [5, 1, '1 2 3 4 5'],
    [10, 1, '1 2 3 … 10'],
    [10, 5, '1 … 4 5 6 … 10'],
    [10, 10, '1 … 8 9 10'],
    [10, 3, '1 2 3 4 … 10'],
    [0, 1, ''],
  ])('%i pages, current %i → %s', (count, current, expected) => {
    expect(text(pageItems(count, current))).toBe(expected);
  });
});

describe('prev/next', () => {
  it.each([
    [1, 4, -1, undefined],
    [4, 4, 1, undefined],
    [2, 4, -1, 1],
    [2, 4, 1, 3],
  ] as const)('page %i of %i, step %i → %s', (current, count, step, next) => {
    expect(stepPage(current, count, step)).toBe(next);
  });
});
