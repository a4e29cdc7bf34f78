import { MAX_RANGE_DAYS, type RangeErrorReason } from '../contract/entities/records';
import { PLATFORM_OFFSET_MS } from './platform-time';

/*
 * Date ranges of the records pages, as GMT+8 calendar days: the form builds them, the sandbox
 * checks them with the same rules. GMT+8 has no daylight saving, so a platform day is a UTC day
 * shifted by eight hours: plain date arithmetic, no time-zone library in the pages that pick ranges.
 */

export { PLATFORM_OFFSET_MS, PLATFORM_TIME_ZONE } from './platform-time';
const OFFSET_MS = PLATFORM_OFFSET_MS;
const DAY_MS = 86_400_000;

export const RANGE_PRESETS = ['today', 'yesterday', '7days', '30days', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Calendar days, both ends included, as `YYYY-MM-DD`. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** Four-digit years from 1000: year 0 and its like are no platform day (and no database's). */
const DAY_PATTERN = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a UTC instant. */
const dayOf = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** UTC midnight of a calendar day, `days` later (rolls over months and years: 02-30 is 03-02). */
const utcMidnight = (day: string, days = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const instant = new Date(0);
  // setUTCFullYear, unlike Date.UTC, leaves years 0–99 as they are.
  instant.setUTCFullYear(year, month - 1, date + days);
  return instant.getTime();
};

/** The GMT+8 calendar day an instant falls on. */
export const platformDay = (epochMs: number): string => dayOf(epochMs + OFFSET_MS);

/** The platform's wall time of an instant, `YYYY-MM-DD HH:mm:ss` in GMT+8, as its answers write it. */
export const platformDateTime = (epochMs: number): string =>
  new Date(epochMs + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** GMT+8 midnight at the start of a calendar day (the string is assumed well formed). */
const startOf = (day: string) => utcMidnight(day) - OFFSET_MS;

/** The instant the platform's day (GMT+8) that `epochMs` falls in began. */
export const platformDayStart = (epochMs: number): number => startOf(platformDay(epochMs));

/** The day `days` calendar days after `day` (before, when negative). */
const shift = (day: string, days: number) => dayOf(utcMidnight(day, days));

/** A real calendar day written as YYYY-MM-DD (2026-02-30 is not one). */
const isDay = (text: string) => DAY_PATTERN.test(text) && shift(text, 0) === text;

/**
 * The range a preset stands for at `now`. Ranges end today (GMT+8); `7days` is today and the six
 * days before, `30days` today and the 29 before. `custom` starts as today, for the form to change.
 */
export function presetRange(preset: RangePreset, now: number): DateRange {
  const today = platformDay(now);
  switch (preset) {
    case 'yesterday': {
      const yesterday = shift(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case '7days':
      return { from: shift(today, -6), to: today };
    case '30days':
      return { from: shift(today, -29), to: today };
    default:
      return { from: today, to: today };
  }
}

/** Calendar days from `from` to `to`, both included. */
const daysCovered = ({ from, to }: DateRange) =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;

/**
 * Why a range cannot be asked for at `now`, or null when it can: `format` (not two real
 * YYYY-MM-DD days), `order` (`to` before `from`), `too_long` (more than MAX_RANGE_DAYS days, both
 * ends counted, or `maxDays`) or `future` (ends after today, GMT+8).
 */
export function rangeError(
  range: DateRange,
  now: number,
  maxDays: number = MAX_RANGE_DAYS,
): RangeErrorReason | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'format';
  // Same-length YYYY-MM-DD strings order like the days they name.
  if (range.to < range.from) return 'order';
  if (daysCovered(range) > maxDays) return 'too_long';
  if (range.to > platformDay(now)) return 'future';
  return null;
}

/**
 * The instants a range covers: from GMT+8 midnight starting `from` (included) to GMT+8 midnight
 * after `to` (excluded), in epoch milliseconds. Check the range with rangeError first.
 */
export function rangeBounds(range: DateRange): { startMs: number; endMs: number } {
  return {
    startMs: startOf(range.from),
    endMs: startOf(shift(range.to, 1)),
  };
}
