import { crashPointOf, multiplierAt, seedHash, timeToReach } from './crash-math';

/**
 * One round of a crash table on the wall clock: its betting window, its flight up to the crash
 * point, then a pause in which the crash and the revealed seed are shown. Pure: the times follow
 * from the start and the seed alone.
 */
export interface CrashRound {
  /** The round's id within its table: its start in epoch ms (unique, and tells when it was). */
  id: number;
  seed: string;
  hash: string;
  /** Hundredths. */
  crashPoint: number;
  opensAt: number;
  fliesAt: number;
  crashesAt: number;
  endsAt: number;
}

export interface CrashTiming {
  /** How long bets are taken before the flight. */
  windowMs: number;
  /** How long the crash is shown before the next window opens. */
  pauseMs: number;
}

/** Eight seconds to bet (a player on a slow phone still makes it), three to see the crash. */
export const DEFAULT_CRASH_TIMING: CrashTiming = { windowMs: 8_000, pauseMs: 3_000 };

export function scheduleRound(seed: string, opensAt: number, timing: CrashTiming): CrashRound {
  const crashPoint = crashPointOf(seed);
  const fliesAt = opensAt + timing.windowMs;
  const crashesAt = fliesAt + timeToReach(crashPoint);
  return {
    id: opensAt,
    seed,
    hash: seedHash(seed),
    crashPoint,
    opensAt,
    fliesAt,
    crashesAt,
    endsAt: crashesAt + timing.pauseMs,
  };
}

export type CrashPhase = 'betting' | 'flying' | 'crashed';

/** Where a round is at `now`: a flight is over at its crash instant, never a millisecond later. */
export function phaseAt(round: CrashRound, now: number): CrashPhase {
  if (now < round.fliesAt) return 'betting';
  return now < round.crashesAt ? 'flying' : 'crashed';
}

/** The multiplier shown at `now`: 1.00 while betting, the curve in flight, the crash point after. */
export function multiplierNow(round: CrashRound, now: number): number {
  const phase = phaseAt(round, now);
  if (phase === 'betting') return 100;
  return phase === 'flying' ? multiplierAt(now - round.fliesAt) : round.crashPoint;
}

/** When an auto cash-out at `target` happens in this round, or undefined if the round crashes first. */
export function autoCashOutAt(round: CrashRound, target: number): number | undefined {
  return target < round.crashPoint ? round.fliesAt + timeToReach(target) : undefined;
}
