import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, netTone, sessionTimers, timePlayed } from './reality-check';

const MIN = 60_000;
const START = Date.UTC(2026, 4, 20, 4, 0);

describe('sessionTimers: delays counted on the platform’s clock', () => {
  it.each([
    [
      'a reminder in 15 minutes, no session limit',
      { now: START, nextCheckAt: START + 15 * MIN, endsAt: null },
      { checkInMs: 15 * MIN, endInMs: null },
    ],
    [
      'both, from the platform’s now (not the browser’s)',
      { now: START + 10 * MIN, nextCheckAt: START + 15 * MIN, endsAt: START + 60 * MIN },
      { checkInMs: 5 * MIN, endInMs: 50 * MIN },
    ],
    [
      'a reminder already due fires at once',
      { now: START + 16 * MIN, nextCheckAt: START + 15 * MIN, endsAt: null },
      { checkInMs: 0, endInMs: null },
    ],
    [
      'no reality checks',
      { now: START, nextCheckAt: null, endsAt: START + MIN },
      { checkInMs: null, endInMs: MIN },
    ],
    [
      'a wait past setTimeout’s reach is capped (re-armed later)',
      { now: START, nextCheckAt: null, endsAt: START + 40 * 86_400_000 },
      { checkInMs: null, endInMs: MAX_TIMER_MS },
    ],
  ])('%s', (_case, session, timers) => {
    expect(sessionTimers(session)).toEqual(timers);
  });
});

describe('timePlayed', () => {
  it.each([
    [0, { hours: 0, minutes: 0 }],
    [15 * MIN + 59_000, { hours: 0, minutes: 15 }],
    [75 * MIN, { hours: 1, minutes: 15 }],
    [-MIN, { hours: 0, minutes: 0 }],
  ])('%i ms → %o', (elapsed, played) => {
    expect(timePlayed({ startedAt: START, now: START + elapsed })).toEqual(played);
  });
});

describe('netTone', () => {
  it.each([
    [12.5, 'won'],
    [-3, 'lost'],
    [0, 'even'],
    [-0.001, 'even'],
  ] as const)('%d → %s', (net, tone) => {
    expect(netTone(net)).toBe(tone);
  });
});
