import { describe, expect, it } from 'vitest';
import {
  maskUsername,
  missionProgress,
  missionWindow,
  referralBonus,
  type ReferralRule,
} from './mission-rules';

const iso = (ms: number) => new Date(ms).toISOString();

describe('missionWindow: GMT+8 days, and GMT+8 weeks from Monday', () => {
  it.each([
    // now (UTC), period, start (UTC), end (UTC), why
    ['2026-11-26T03:00:00Z', 'daily', '2026-11-25T16:00:00.000Z', '2026-11-26T16:00:00.000Z', 'midday GMT+8'],
    [
      '2026-11-25T16:00:00Z',
      'daily',
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
      'GMT+8 midnight opens a day',
    ],
    [
      '2026-11-25T15:59:59Z',
      'daily',
      '2026-11-24T16:00:00.000Z',
      '2026-11-25T16:00:00.000Z',
      'a second before it is the day before',
    ],
    [
      '2026-11-26T03:00:00Z',
      'weekly',
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
      'a Thursday: the week from Monday 23',
    ],
    [
      '2026-11-22T16:00:00Z',
      'weekly',
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
      'Monday 00:00 GMT+8 opens the week',
    ],
    [
      '2026-11-22T15:59:59Z',
      'weekly',
      '2026-11-15T16:00:00.000Z',
      '2026-11-22T16:00:00.000Z',
      'Sunday night GMT+8 is the last day of the week before',
    ],
    [
      '2026-11-28T02:00:00Z',
      'weekly',
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
      'a Saturday: the week from Monday 23',
    ],
    [
      '2026-11-28T17:00:00Z',
      'daily',
      '2026-11-28T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
      'Saturday 17:00 UTC is already Sunday in GMT+8',
    ],
    [
      '2026-11-30T16:30:00Z',
      'weekly',
      '2026-11-29T16:00:00.000Z',
      '2026-12-06T16:00:00.000Z',
      'the first of December, a Tuesday in GMT+8: the week from Monday 30 November',
    ],
    [
      '2026-12-31T20:00:00Z',
      'weekly',
      '2026-12-27T16:00:00.000Z',
      '2027-01-03T16:00:00.000Z',
      'a week across the new year',
    ],
  ] as const)('%s %s → %s to %s (%s)', (now, period, start, end, _why) => {
    const window = missionWindow(period, Date.parse(now));
    expect([iso(window.startMs), iso(window.endMs)]).toEqual([start, end]);
  });
});

describe('missionProgress: the state and a floored percentage', () => {
  it.each([
    // progress, goal, claimed, state, percent, why
    [0, 10, false, 'in_progress', 0, 'nothing done yet'],
    [7, 10, false, 'in_progress', 70, 'seven spins of ten'],
    [9_999, 10_000, false, 'in_progress', 99, '99.99% is not done and does not read as 100'],
    [10, 10, false, 'claimable', 100, 'the goal reached'],
    [25, 10, false, 'claimable', 100, 'past the goal: the bar stops at full'],
    [10, 10, true, 'claimed', 100, 'claimed this period'],
    [3, 10, true, 'claimed', 100, 'claimed stays claimed (the period is what resets it)'],
    [5, 0, false, 'in_progress', 0, 'a goal of zero is never done'],
  ] as const)('%d of %d, claimed %s → %s %d%% (%s)', (progress, goal, claimed, state, percent, _why) => {
    expect(missionProgress(progress, goal, claimed)).toEqual({ state, percent });
  });
});

describe('maskUsername: the winners board rule', () => {
  it.each([
    ['demomember', 'de***r'],
    ['abcd', 'ab***d'],
    ['abc', 'a***'],
    ['a', 'a***'],
    ['', '***'],
    ['ñandú99', 'ña***9'],
  ])('%s → %s', (name, masked) => expect(maskUsername(name)).toBe(masked));
});

describe('referralBonus: a share of the first deposit, floored and capped', () => {
  const rule: ReferralRule = { shareBp: 1000, capMinor: 50_00, minDepositMinor: 10_00, wagerMultiple: 1 };
  it.each([
    [100_00, 10_00, '10% of 100.00'],
    [10_00, 1_00, 'the minimum deposit pays'],
    [9_99, 0, 'under the minimum pays nothing'],
    [123_45, 12_34, 'a fraction of a cent is floored'],
    [1_000_00, 50_00, 'capped at 50.00'],
    [Number.MAX_SAFE_INTEGER + 2, 0, 'not a safe integer: nothing'],
  ])('%d → %d (%s)', (deposit, bonus) => expect(referralBonus(deposit, rule)).toBe(bonus));
});
