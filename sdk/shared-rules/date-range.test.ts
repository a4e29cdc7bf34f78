import { afterEach, describe, expect, it } from 'vitest';
import {
  PLATFORM_OFFSET_MS,
  PLATFORM_TIME_ZONE,
  RANGE_PRESETS,
  platformDateTime,
  platformDay,
  platformDayStart,
  presetRange,
  rangeBounds,
  rangeError,
} from './date-range';

const at = (iso: string) => Date.parse(iso);
// 23:59:59 on the 23rd in GMT+8; one second later it is the 24th there (still the 23rd in UTC).
const LAST_SECOND_OF_23RD = at('2026-11-23T15:59:59Z');
const FIRST_SECOND_OF_24TH = at('2026-11-23T16:00:00Z');

describe('the platform day (GMT+8)', () => {
  it.each([
    ['2026-11-23T15:59:59Z', '2026-11-23'],
    ['2026-11-23T16:00:00Z', '2026-11-24'],
    ['2026-11-23T00:00:00Z', '2026-11-23'],
    ['2026-12-31T16:00:00Z', '2027-01-01'],
    ['2028-02-28T16:30:00Z', '2028-02-29'],
  ])('%s falls on %s', (iso, day) => {
    expect(platformDay(at(iso))).toBe(day);
  });

  it('is the zone of Shanghai', () => {
    expect(PLATFORM_TIME_ZONE).toBe('Asia/Shanghai');
  });
});

describe('presetRange', () => {
  it.each([
    ['today', LAST_SECOND_OF_23RD, '2026-11-23', '2026-11-23'],
    ['today', FIRST_SECOND_OF_24TH, '2026-11-24', '2026-11-24'],
    ['yesterday', LAST_SECOND_OF_23RD, '2026-11-22', '2026-11-22'],
    ['yesterday', FIRST_SECOND_OF_24TH, '2026-11-23', '2026-11-23'],
    ['7days', LAST_SECOND_OF_23RD, '2026-11-17', '2026-11-23'],
    ['7days', FIRST_SECOND_OF_24TH, '2026-11-18', '2026-11-24'],
    ['30days', LAST_SECOND_OF_23RD, '2026-10-25', '2026-11-23'],
    ['yesterday', at('2027-01-01T00:00:00Z'), '2026-12-31', '2026-12-31'],
    ['7days', at('2028-03-02T04:00:00Z'), '2028-02-25', '2028-03-02'],
    ['custom', LAST_SECOND_OF_23RD, '2026-11-23', '2026-11-23'],
  ] as const)('%s at %i is %s to %s', (preset, now, from, to) => {
    expect(presetRange(preset, now)).toEqual({ from, to });
  });

  it('gives every preset a range rangeError accepts', () => {
    for (const preset of RANGE_PRESETS)
      for (const now of [LAST_SECOND_OF_23RD, FIRST_SECOND_OF_24TH])
        expect(rangeError(presetRange(preset, now), now), preset).toBeNull();
  });
});

describe('rangeError', () => {
  it.each([
    ['one day', '2026-11-23', '2026-11-23', null],
    ['31 days, both ends counted', '2026-10-24', '2026-11-23', null],
    ['32 days', '2026-10-23', '2026-11-23', 'too_long'],
    ['31 days across a leap February', '2024-02-01', '2024-03-02', null],
    ['32 days across a leap February', '2024-01-31', '2024-03-02', 'too_long'],
    ['to before from', '2026-11-23', '2026-11-22', 'order'],
    ['tomorrow in GMT+8', '2026-11-23', '2026-11-24', 'future'],
    ['a day that does not exist', '2026-02-30', '2026-03-01', 'format'],
    ['29 February of a common year', '2023-02-29', '2023-03-01', 'format'],
    ['year 0', '0000-01-01', '0000-01-31', 'format'],
    ['29 February of a leap year', '2024-02-29', '2024-03-01', null],
    ['a new year across the range', '2025-12-20', '2026-01-05', null],
    ['month 13', '2026-13-01', '2026-11-01', 'format'],
    ['no zero padding', '2026-11-1', '2026-11-23', 'format'],
    ['another order of fields', '23/11/2026', '2026-11-23', 'format'],
    ['a time as well', '2026-11-23T00:00', '2026-11-23', 'format'],
    ['nothing', '', '2026-11-23', 'format'],
    ['SQL', "2026-11-23' or '1'='1", '2026-11-23', 'format'],
  ] as const)('%s (%s to %s): %s', (_what, from, to, reason) => {
    expect(rangeError({ from, to }, LAST_SECOND_OF_23RD)).toBe(reason);
  });

  it('accepts the 24th from GMT+8 midnight on, not a second before', () => {
    const range = { from: '2026-11-24', to: '2026-11-24' };
    expect(rangeError(range, LAST_SECOND_OF_23RD)).toBe('future');
    expect(rangeError(range, FIRST_SECOND_OF_24TH)).toBeNull();
  });
});

describe('rangeBounds', () => {
  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-22T16:00:00.000Z', '2026-11-23T16:00:00.000Z'],
    ['2026-11-01', '2026-11-30', '2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z'],
    ['2026-12-31', '2027-01-01', '2026-12-30T16:00:00.000Z', '2027-01-01T16:00:00.000Z'],
    ['2028-02-29', '2028-02-29', '2028-02-28T16:00:00.000Z', '2028-02-29T16:00:00.000Z'],
  ])('%s to %s covers %s up to %s', (from, to, start, end) => {
    const { startMs, endMs } = rangeBounds({ from, to });
    expect(new Date(startMs).toISOString()).toBe(start);
    expect(new Date(endMs).toISOString()).toBe(end);
  });

  it('holds the instants of its days and no other', () => {
    const { startMs, endMs } = rangeBounds({ from: '2026-11-23', to: '2026-11-23' });
    expect(LAST_SECOND_OF_23RD >= startMs && LAST_SECOND_OF_23RD < endMs).toBe(true);
    expect(FIRST_SECOND_OF_24TH < endMs).toBe(false);
  });
});

describe('whatever zone the browser or server runs in', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('gives the same days in %s', (tz) => {
    process.env.TZ = tz;
    expect(platformDay(LAST_SECOND_OF_23RD)).toBe('2026-11-23');
    expect(presetRange('7days', FIRST_SECOND_OF_24TH)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(rangeBounds({ from: '2026-11-23', to: '2026-11-23' }).startMs).toBe(at('2026-11-22T16:00:00Z'));
    expect(rangeError({ from: '2026-11-24', to: '2026-11-24' }, LAST_SECOND_OF_23RD)).toBe('future');
  });
});

describe("the platform's wall clock", () => {
  it('is the named zone, eight hours ahead of UTC all year', () => {
    for (const iso of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      const wall = new Intl.DateTimeFormat('en-GB', {
        timeZone: PLATFORM_TIME_ZONE,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(at(iso));
      expect(Number(wall)).toBe(new Date(at(iso) + PLATFORM_OFFSET_MS).getUTCHours());
    }
  });

  it("writes an instant as the platform's answers do", () => {
    expect(platformDateTime(at('2026-11-23T15:59:59Z'))).toBe('2026-11-23 23:59:59');
    expect(platformDateTime(at('2026-11-23T16:00:00Z'))).toBe('2026-11-24 00:00:00');
  });

  it("starts the platform's day at GMT+8 midnight", () => {
    expect(platformDayStart(at('2026-11-23T15:59:59Z'))).toBe(at('2026-11-22T16:00:00Z'));
    expect(platformDayStart(at('2026-11-23T16:00:00Z'))).toBe(at('2026-11-23T16:00:00Z'));
  });
});
