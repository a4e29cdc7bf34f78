import { describe, expect, it } from 'vitest';
import { BPS, reachedLevels, vipStanding, type VipRung } from './vip-rules';

/** The seed's first rungs (migration 026): 1,000.00, 10,000.00 and 50,000.00 of valid turnover. */
const LADDER: VipRung[] = [
  { level: 0, threshold: 0 },
  { level: 1, threshold: 100_000 },
  { level: 2, threshold: 1_000_000 },
  { level: 3, threshold: 5_000_000 },
];

describe('vipStanding: the highest level reached, and the way to the next', () => {
  it.each([
    // turnover (minor), level, next, to next, progress (bps), why
    [0, 0, 1, 100_000, 0, 'a new member starts at level 0'],
    [25_000, 0, 1, 75_000, 2_500, 'a quarter of the way to level 1'],
    [99_999, 0, 1, 1, 9_999, 'one cent short: the bar is not full before the level is'],
    [100_000, 1, 2, 900_000, 0, 'exactly the threshold reaches the level'],
    [550_000, 1, 2, 450_000, 5_000, 'half way from 1,000.00 to 10,000.00'],
    [100_001, 1, 2, 899_999, 0, 'progress rounds down'],
    [4_999_999, 2, 3, 1, 9_999, 'just short of the top'],
    [5_000_000, 3, null, 0, BPS, 'the top level is full'],
    [9_007_199_254_740_991, 3, null, 0, BPS, 'exact however far past the top'],
  ])(
    '%i → level %i, next %s, %i to go, %i bps (%s)',
    (turnover, level, nextLevel, toNext, progressBps, _why) => {
      expect(vipStanding(LADDER, turnover)).toEqual({ level, nextLevel, toNext, progressBps });
    },
  );

  it('stays exact where (turnover × 10,000) is past what a number holds', () => {
    const wide: VipRung[] = [
      { level: 0, threshold: 0 },
      { level: 1, threshold: 9_000_000_000_000_000 },
    ];
    expect(vipStanding(wide, 4_500_000_000_000_000).progressBps).toBe(5_000);
  });

  it('reads the rungs in any order', () => {
    expect(vipStanding([...LADDER].reverse(), 550_000).level).toBe(1);
  });

  it.each([
    [[{ level: 1, threshold: 100 }], 'no rung at 0'],
    [
      [
        { level: 0, threshold: 0 },
        { level: 1, threshold: 0 },
      ],
      'two rungs at one threshold',
    ],
    [
      [
        { level: 0, threshold: 0 },
        { level: 2, threshold: 100 },
        { level: 1, threshold: 200 },
      ],
      'levels falling',
    ],
  ])('refuses a broken ladder (%j: %s)', (rungs) => {
    expect(() => vipStanding(rungs, 0)).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses a turnover of %s', (turnover) => {
    expect(() => vipStanding(LADDER, turnover)).toThrow(RangeError);
  });
});

describe('reachedLevels: each level above 0 reached has its level-up bonus', () => {
  it.each([
    [0, []],
    [99_999, []],
    [100_000, [1]],
    [1_000_000, [1, 2]],
    [70_000_000, [1, 2, 3]],
  ])('%i → %j', (turnover, levels) => {
    expect(reachedLevels(LADDER, turnover)).toEqual(levels);
  });
});
