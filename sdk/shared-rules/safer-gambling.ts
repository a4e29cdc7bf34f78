import { PLATFORM_OFFSET_MS } from './platform-time';
import { platformDay, rangeBounds } from './date-range';
import {
  SESSION_LIMIT_MINUTES,
  TIME_OUT_DURATIONS,
  type ExclusionDuration,
  type ExclusionKind,
  type LimitKind,
  type LimitPeriod,
} from '../contract/entities/safer-gambling';

/*
 * Safer-gambling rules shared by the sandbox (which enforces them) and the page (which explains
 * them before a request is sent). Times are epoch milliseconds; periods are GMT+8 calendar periods
 * like every other figure of the platform.
 */

/** The highest money limit a player can set: past it a limit limits nothing. */
export const MAX_MONEY_LIMIT = 100_000_000;

export type LimitValueError = 'format' | 'range';

/**
 * Why `value` cannot be a limit of `kind`, or null when it can. Money: more than 0 and at most
 * MAX_MONEY_LIMIT, two decimals at most. Session: whole minutes within SESSION_LIMIT_MINUTES.
 * Null (no limit) is always a valid request; whether it holds at once is `limitChangeTiming`'s call.
 */
export function limitValueError(kind: LimitKind, value: number | null): LimitValueError | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) return 'format';
  if (kind === 'session') {
    if (!Number.isInteger(value)) return 'format';
    return value < SESSION_LIMIT_MINUTES.min || value > SESSION_LIMIT_MINUTES.max ? 'range' : null;
  }
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return 'format';
  return value <= 0 || value > MAX_MONEY_LIMIT ? 'range' : null;
}

/**
 * A first limit, or a lower one, holds at once: it only protects more. A higher one, or none,
 * waits out LIMIT_COOLING_OFF_MS and then needs the player's confirmation, so a raise is never a
 * decision taken in the heat of a session.
 */
export function limitChangeTiming(current: number | null, next: number | null): 'now' | 'after_cooling_off' {
  if (next === null) return current === null ? 'now' : 'after_cooling_off';
  if (current === null) return 'now';
  return next <= current ? 'now' : 'after_cooling_off';
}

/** A time-out is one of the short durations; everything longer is self-exclusion. */
export const exclusionKindOf = (duration: ExclusionDuration): ExclusionKind =>
  (TIME_OUT_DURATIONS as readonly string[]).includes(duration) ? 'timeOut' : 'selfExclusion';

const HOUR_MS = 3_600_000;
const FIXED_MS: Partial<Record<ExclusionDuration, number>> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '6w': 42 * 24 * HOUR_MS,
};
const MONTHS: Partial<Record<ExclusionDuration, number>> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };

/**
 * When an exclusion taken at `now` ends: hours and days exactly; months and years on the same
 * GMT+8 calendar date (the platform's calendar, like every period here) that many months later, at
 * the same time of day, clamped to the month's last day (31 Aug + 6 months is 28 or 29 Feb, never
 * 3 March).
 */
export function exclusionUntil(duration: ExclusionDuration, now: number): number {
  const fixed = FIXED_MS[duration];
  if (fixed !== undefined) return now + fixed;
  const months = MONTHS[duration] ?? 0;
  // The GMT+8 wall time read as if it were UTC: plain UTC calendar arithmetic, shifted back after.
  const start = new Date(now + PLATFORM_OFFSET_MS);
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime() - PLATFORM_OFFSET_MS;
}

/**
 * The GMT+8 calendar period `now` falls in: its day, its week from Monday, or its month; start
 * included, end excluded.
 */
export function limitPeriodWindow(period: LimitPeriod, now: number): { startMs: number; endMs: number } {
  const today = platformDay(now);
  if (period === 'day') return rangeBounds({ from: today, to: today });
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  if (period === 'week') {
    // getUTCDay of the calendar date: 0 is Sunday, so Monday is 6 days back from it.
    const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
    const back = (weekday + 6) % 7;
    const monday = new Date(Date.UTC(year, month - 1, date - back)).toISOString().slice(0, 10);
    const sunday = new Date(Date.UTC(year, month - 1, date - back + 6)).toISOString().slice(0, 10);
    return rangeBounds({ from: monday, to: sunday });
  }
  const first = `${today.slice(0, 8)}01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return rangeBounds({ from: first, to: last });
}

/**
 * When the reality check is next due, counted from the session's start in whole intervals, so a
 * reminder dismissed late does not push every later one back. Null without reality checks.
 */
export function nextRealityCheckAt(startedAt: number, minutes: number | null, now: number): number | null {
  if (minutes === null) return null;
  const interval = minutes * 60_000;
  const done = Math.floor(Math.max(0, now - startedAt) / interval);
  return startedAt + (done + 1) * interval;
}

/** A money limit of one period with what the period has used of it (minor units). */
export interface LimitUse {
  readonly period: LimitPeriod;
  readonly limit: number;
  /** Deposits made, or net loss (negative when the player is ahead), in the period so far. */
  readonly used: number;
}

/** What a limit still allows in its period: never below zero. */
export const limitRemaining = ({ limit, used }: LimitUse): number => Math.max(0, limit - used);

/**
 * Whether `amount` (minor units) more would pass one of the limits: the one that leaves the least
 * (the period to name in the refusal, with what it still allows), or null when every limit holds
 * it. Reaching a limit exactly is allowed; passing it by a cent is not.
 */
export function limitBreach(
  uses: readonly LimitUse[],
  amount: number,
): { period: LimitPeriod; remaining: number } | null {
  let worst: { period: LimitPeriod; remaining: number } | null = null;
  for (const use of uses) {
    if (use.used + amount <= use.limit) continue;
    const remaining = limitRemaining(use);
    if (!worst || remaining < worst.remaining) worst = { period: use.period, remaining };
  }
  return worst;
}
