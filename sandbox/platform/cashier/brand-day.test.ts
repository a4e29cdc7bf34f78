import { describe, expect, it } from 'vitest';
import { brandDayStart } from './methods';

describe('brandDayStart: the GMT+8 day a daily bonus or withdrawal count follows', () => {
  it.each([
    ['2026-11-28T02:00:00Z', '2026-11-27T16:00:00.000Z', 'Saturday morning GMT+8'],
    ['2026-11-28T15:59:59Z', '2026-11-27T16:00:00.000Z', 'the last second of Saturday GMT+8'],
    ['2026-11-28T16:00:00Z', '2026-11-28T16:00:00.000Z', 'Sunday starts at 16:00 UTC on Saturday'],
    ['2026-11-29T23:00:00Z', '2026-11-29T16:00:00.000Z', 'Sunday night UTC is Monday GMT+8'],
    ['2026-11-30T16:00:00Z', '2026-11-30T16:00:00.000Z', 'the first of December GMT+8'],
    ['2026-12-31T17:00:00Z', '2026-12-31T16:00:00.000Z', 'New Year GMT+8 while UTC is still in 2026'],
  ])('%s → %s (%s)', (now, start) => {
    expect(brandDayStart(new Date(now)).toISOString()).toBe(start);
  });
});
