import { describe, expect, it } from 'vitest';
import {
  MAX_MONEY_LIMIT,
  exclusionKindOf,
  exclusionUntil,
  limitBreach,
  limitChangeTiming,
  limitPeriodWindow,
  limitRemaining,
  limitValueError,
  nextRealityCheckAt,
} from './safer-gambling';
import { EXCLUSION_DURATIONS } from '../contract/entities/safer-gambling';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

describe('limitValueError', () => {
  it.each([
    ['deposit', 100, null],
    ['deposit', 0.01, null],
    ['deposit', 12.34, null],
    ['loss', MAX_MONEY_LIMIT, null],
    ['deposit', null, null],
    ['session', null, null],
    ['deposit', 0, 'range'],
    ['loss', -5, 'range'],
    ['deposit', MAX_MONEY_LIMIT + 1, 'range'],
    ['deposit', 12.345, 'format'],
    ['loss', Number.NaN, 'format'],
    ['deposit', Number.POSITIVE_INFINITY, 'format'],
    ['session', 15, null],
    ['session', 1_440, null],
    ['session', 14, 'range'],
    ['session', 1_441, 'range'],
    ['session', 30.5, 'format'],
  ] as const)('%s %s → %s', (kind, value, error) => {
    expect(limitValueError(kind, value)).toBe(error);
  });
});

describe('limitChangeTiming: protecting more holds at once, protecting less waits', () => {
  it.each([
    ['a first limit', null, 100, 'now'],
    ['a lower limit', 100, 50, 'now'],
    ['the same limit', 100, 100, 'now'],
    ['a higher limit', 100, 150, 'after_cooling_off'],
    ['removing a limit', 100, null, 'after_cooling_off'],
    ['no limit, and none asked', null, null, 'now'],
  ] as const)('%s (%s → %s) holds %s', (_name, current, next, timing) => {
    expect(limitChangeTiming(current, next)).toBe(timing);
  });
});

describe('exclusions', () => {
  it.each([
    ['24h', 'timeOut'],
    ['7d', 'timeOut'],
    ['6w', 'timeOut'],
    ['6m', 'selfExclusion'],
    ['1y', 'selfExclusion'],
    ['2y', 'selfExclusion'],
    ['5y', 'selfExclusion'],
  ] as const)('%s is a %s', (duration, kind) => {
    expect(exclusionKindOf(duration)).toBe(kind);
  });

  it.each([
    // Hours and days are exact.
    ['24h', '2026-11-23T10:00:00Z', '2026-11-24T10:00:00Z'],
    ['7d', '2026-11-23T10:00:00Z', '2026-11-30T10:00:00Z'],
    ['6w', '2026-11-23T10:00:00Z', '2027-01-04T10:00:00Z'],
    // Months keep the GMT+8 date and time of day.
    ['6m', '2026-05-10T10:00:00Z', '2026-11-10T10:00:00Z'],
    ['1y', '2026-11-23T10:00:00Z', '2027-11-23T10:00:00Z'],
    ['2y', '2026-11-23T10:00:00Z', '2028-11-23T10:00:00Z'],
    ['5y', '2026-11-23T10:00:00Z', '2031-11-23T10:00:00Z'],
    // 31 Aug (GMT+8) + 6 months is the last day of February, never March.
    ['6m', '2026-08-31T04:00:00Z', '2027-02-28T04:00:00Z'],
    ['1y', '2028-02-29T04:00:00Z', '2029-02-28T04:00:00Z'],
    // 20:00 UTC on 28 Feb is already 1 March in GMT+8: six months later is 1 September there.
    ['6m', '2026-02-28T20:00:00Z', '2026-08-31T20:00:00Z'],
    // 20:00 UTC on 31 Aug is 1 Sep in GMT+8: six months later is 1 March there (28 Feb 20:00 UTC).
    ['6m', '2026-08-31T20:00:00Z', '2027-02-28T20:00:00Z'],
  ] as const)('%s from %s ends %s', (duration, from, until) => {
    expect(new Date(exclusionUntil(duration, at(from))).toISOString()).toBe(
      new Date(at(until)).toISOString(),
    );
  });

  it('always ends after it starts, the longer durations later', () => {
    const now = at('2026-11-23T10:00:00Z');
    const ends = EXCLUSION_DURATIONS.map((d) => exclusionUntil(d, now));
    expect(ends[0]).toBeGreaterThan(now);
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
  });
});

describe('limitPeriodWindow (GMT+8 calendar periods)', () => {
  // Wednesday 25 Nov 2026, 10:00 in GMT+8.
  const WEDNESDAY = at('2026-11-25T02:00:00Z');
  it.each([
    ['day', WEDNESDAY, '2026-11-24T16:00:00Z', '2026-11-25T16:00:00Z'],
    ['week', WEDNESDAY, '2026-11-22T16:00:00Z', '2026-11-29T16:00:00Z'],
    ['month', WEDNESDAY, '2026-10-31T16:00:00Z', '2026-11-30T16:00:00Z'],
    // 23:30 UTC on Sunday 29 Nov is Monday 30 Nov 07:30 in GMT+8: a new week.
    ['week', at('2026-11-29T23:30:00Z'), '2026-11-29T16:00:00Z', '2026-12-06T16:00:00Z'],
    // Sunday 29 Nov 23:59:59 GMT+8 is still the week from Monday 23rd.
    ['week', at('2026-11-29T15:59:59Z'), '2026-11-22T16:00:00Z', '2026-11-29T16:00:00Z'],
    // Saturday 28 Nov, 10:00 GMT+8, and Sunday 29 Nov at noon: still the week from Monday 23rd.
    ['day', at('2026-11-28T02:00:00Z'), '2026-11-27T16:00:00Z', '2026-11-28T16:00:00Z'],
    ['week', at('2026-11-28T02:00:00Z'), '2026-11-22T16:00:00Z', '2026-11-29T16:00:00Z'],
    ['week', at('2026-11-29T04:00:00Z'), '2026-11-22T16:00:00Z', '2026-11-29T16:00:00Z'],
    // The last second of November in GMT+8, and the first of December: the month turns at 16:00 UTC.
    ['month', at('2026-11-30T15:59:59Z'), '2026-10-31T16:00:00Z', '2026-11-30T16:00:00Z'],
    ['month', at('2026-11-30T16:00:00Z'), '2026-11-30T16:00:00Z', '2026-12-31T16:00:00Z'],
    ['day', at('2026-11-30T16:00:00Z'), '2026-11-30T16:00:00Z', '2026-12-01T16:00:00Z'],
    // A week across a month and a year end.
    ['week', at('2027-01-01T04:00:00Z'), '2026-12-27T16:00:00Z', '2027-01-03T16:00:00Z'],
    ['month', at('2028-02-29T15:00:00Z'), '2028-01-31T16:00:00Z', '2028-02-29T16:00:00Z'],
    // 17:00 UTC on 31 Dec is 1 Jan in GMT+8.
    ['month', at('2026-12-31T17:00:00Z'), '2026-12-31T16:00:00Z', '2027-01-31T16:00:00Z'],
  ] as const)('the %s of %i runs from %s to %s', (period, now, start, end) => {
    expect(limitPeriodWindow(period, now)).toEqual({ startMs: at(start), endMs: at(end) });
  });

  it('always holds the instant it was asked for', () => {
    for (const period of ['day', 'week', 'month'] as const)
      for (let now = at('2026-01-01T00:00:00Z'); now < at('2027-01-01T00:00:00Z'); now += 7 * 3_600_000) {
        const { startMs, endMs } = limitPeriodWindow(period, now);
        expect(startMs <= now && now < endMs).toBe(true);
      }
  });
});

describe('nextRealityCheckAt', () => {
  const START = at('2026-11-23T10:00:00Z');
  it.each([
    ['without reality checks', null, 5, null],
    ['at the start', 15, 0, 15],
    ['before the first', 15, 14, 15],
    ['at the first, the one after it', 15, 15, 30],
    ['past several, from the start in whole intervals', 30, 95, 120],
    ['hourly', 60, 59, 60],
    ['a clock behind the start', 15, -3, 15],
  ] as const)('%s (every %s min, %s min in) → %s min', (_name, minutes, elapsed, next) => {
    const due = nextRealityCheckAt(START, minutes, START + elapsed * MINUTE);
    expect(due).toBe(next === null ? null : START + next * MINUTE);
  });
});

describe('limitBreach and limitRemaining', () => {
  const day = { period: 'day', limit: 10_000, used: 7_500 } as const;
  const week = { period: 'week', limit: 20_000, used: 19_000 } as const;
  it.each([
    ['within every limit', [day], 2_500, null],
    ['reaching a limit exactly', [day], 2_500, null],
    ['passing it by a cent', [day], 2_501, { period: 'day', remaining: 2_500 }],
    ['no limits at all', [], 1_000_000, null],
    ['the tighter of two limits', [day, week], 2_000, { period: 'week', remaining: 1_000 }],
    ['a net win leaving more room', [{ period: 'day', limit: 10_000, used: -5_000 }], 15_000, null],
    [
      'a limit already passed',
      [{ period: 'month', limit: 100, used: 300 }],
      1,
      { period: 'month', remaining: 0 },
    ],
  ] as const)('%s', (_name, uses, amount, breach) => {
    expect(limitBreach(uses, amount)).toEqual(breach);
  });

  it('never reports less than nothing left', () => {
    expect(limitRemaining({ period: 'day', limit: 100, used: 300 })).toBe(0);
    expect(limitRemaining({ period: 'day', limit: 100, used: -50 })).toBe(150);
  });
});
