import { PLATFORM_OFFSET_MS } from './platform-time';
import { platformDay } from './date-range';

/*
 * Missions and the referral page (SPEC §2 missionLeaderboard and referral): the rules the
 * sandbox and the pages share. Pure: periods are GMT+8 days and weeks (from Monday), progress is
 * whole units (rounds, or minor units of money), usernames on public boards are masked.
 */

/** How often a mission starts again: every GMT+8 day, or every GMT+8 week from Monday. */
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
/** One of `MISSION_PERIODS`. */
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What a mission counts in its period: settled game rounds (`spins`), their stakes (`valid_bet`,
 * minor units) or paid deposits (`deposit`, minor units).
 */
export const MISSION_METRICS = ['spins', 'valid_bet', 'deposit'] as const;
/** One of `MISSION_METRICS`. */
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** A span of time: from `startMs` (included) to `endMs` (excluded), epoch milliseconds. */
export interface MissionWindow {
  readonly startMs: number;
  readonly endMs: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The period of a mission that holds the instant `nowMs`: the GMT+8 day, or the GMT+8 week
 * starting on Monday.
 *
 * @example
 * missionWindow('daily', Date.parse('2026-11-25T17:00:00Z')); // 2026-11-26 00:00 to 2026-11-27 00:00 GMT+8
 */
export function missionWindow(period: MissionPeriod, nowMs: number): MissionWindow {
  const day = platformDay(nowMs);
  const dayStart = Date.parse(`${day}T00:00:00Z`) - PLATFORM_OFFSET_MS;
  if (period === 'daily') return { startMs: dayStart, endMs: dayStart + DAY_MS };
  // getUTCDay of the calendar day: 0 is Sunday, the seventh day of a week that starts on Monday.
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const startMs = dayStart - sinceMonday * DAY_MS;
  return { startMs, endMs: startMs + 7 * DAY_MS };
}

/** A mission's state for the member in its current period. */
export type MissionState = 'in_progress' | 'claimable' | 'claimed';

/**
 * The state and the shown percentage (whole, 0 to 100, floored so 99.9% never reads as done).
 *
 * @example
 * missionProgress(7, 10, false); // { state: 'in_progress', percent: 70 }
 */
export function missionProgress(
  progress: number,
  goal: number,
  claimed: boolean,
): { state: MissionState; percent: number } {
  const done = goal > 0 && progress >= goal;
  const percent = goal > 0 ? Math.min(100, Math.floor((Math.max(0, progress) * 100) / goal)) : 0;
  return {
    state: claimed ? 'claimed' : done ? 'claimable' : 'in_progress',
    percent: claimed ? 100 : percent,
  };
}

/**
 * Masks a username for a public board, as the winners board does: the first two characters, three
 * stars and the last one ('demomember' → 'de***r'); three characters or fewer keep only the first.
 *
 * @example
 * maskUsername('demomember'); // 'de***r'
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length === 0) return '***';
  return chars.length <= 3 ? `${chars[0]}***` : `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

/** The brand's referral bonus: a share of a friend's first paid deposit, up to a cap. */
export interface ReferralRule {
  /** Basis points of the deposit (1000 = 10%). */
  readonly shareBp: number;
  /** The most one friend's first deposit pays, minor units. */
  readonly capMinor: number;
  /** The smallest first deposit that pays, minor units. */
  readonly minDepositMinor: number;
  /** It pays once the friend has wagered the deposit this many times in settled rounds. */
  readonly wagerMultiple: number;
}

/**
 * What a friend's first paid deposit earns the member who invited them, in minor units (floored:
 * the operator never pays a fraction of a cent); 0 below the minimum.
 *
 * @example
 * referralBonus(100_00, { shareBp: 1000, capMinor: 50_00, minDepositMinor: 10_00 }); // 10_00
 */
export function referralBonus(depositMinor: number, rule: ReferralRule): number {
  if (!Number.isSafeInteger(depositMinor) || depositMinor < rule.minDepositMinor) return 0;
  return Math.min(rule.capMinor, Math.floor((depositMinor * rule.shareBp) / 10_000));
}
