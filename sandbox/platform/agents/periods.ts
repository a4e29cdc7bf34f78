import { platformDay, rangeBounds, type DateRange } from '@sdk/shared-rules/date-range';

/** A span of whole GMT+8 days and the instants it covers. */
export interface Period extends DateRange {
  readonly startMs: number;
  readonly endMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar arithmetic on `YYYY-MM-DD` strings, in UTC so no local offset or DST can shift a day. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);
export const shiftDay = (day: string, days: number) =>
  format(new Date(utcDay(day).getTime() + days * DAY_MS));

const period = (range: DateRange): Period => ({ ...range, ...rangeBounds(range) });

/**
 * Today, this week (from Monday, as the platform's calendar runs) and this month, in GMT+8 days,
 * each up to and including today.
 */
export function overviewPeriods(now: Date) {
  const today = platformDay(now.getTime());
  // getUTCDay: 0 is Sunday; a week starts on Monday, so Sunday is its seventh day.
  const sinceMonday = (utcDay(today).getUTCDay() + 6) % 7;
  return {
    today: period({ from: today, to: today }),
    week: period({ from: shiftDay(today, -sinceMonday), to: today }),
    month: period({ from: `${today.slice(0, 8)}01`, to: today }),
  };
}

/** The `count` GMT+8 days up to today, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = platformDay(now.getTime());
  return Array.from({ length: count }, (_, i) => shiftDay(today, i - count + 1));
}
