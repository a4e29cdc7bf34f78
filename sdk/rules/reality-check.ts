import type { PlaySession } from '../contract/entities/safer-gambling';

/*
 * The reality check and the session limit, on the page: when to remind the player and when to end
 * the session. Times come from the platform: the answer carries the platform's `now`, so a delay
 * is counted from that, never from the browser clock's own idea of the time (which may be off by
 * minutes, or in another zone's daylight saving).
 */

/** setTimeout holds at most 2^31 − 1 ms (about 24.8 days); longer waits are re-armed. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** What the page schedules from a `playSession` answer, in milliseconds from its arrival. */
export interface SessionTimers {
  /** Until the next reminder; null without reality checks. */
  readonly checkInMs: number | null;
  /** Until the session limit ends the login; null without one. */
  readonly endInMs: number | null;
}

const until = (at: number | null, now: number) =>
  at === null ? null : Math.min(MAX_TIMER_MS, Math.max(0, at - now));

/**
 * The delays to arm when a `playSession` answer arrives: the next reminder and the session's end,
 * each counted on the platform's clock (`nextCheckAt − now`, `endsAt − now`), never negative.
 */
export function sessionTimers(session: Pick<PlaySession, 'now' | 'nextCheckAt' | 'endsAt'>): SessionTimers {
  return { checkInMs: until(session.nextCheckAt, session.now), endInMs: until(session.endsAt, session.now) };
}

/** How long this login has lasted, for the reminder: whole hours and minutes. */
export function timePlayed(session: Pick<PlaySession, 'now' | 'startedAt'>): {
  hours: number;
  minutes: number;
} {
  const total = Math.floor(Math.max(0, session.now - session.startedAt) / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The reminder's text for the net position: a win, a loss, or even. */
export const netTone = (net: number): 'won' | 'lost' | 'even' =>
  net > 0.004 ? 'won' : net < -0.004 ? 'lost' : 'even';
