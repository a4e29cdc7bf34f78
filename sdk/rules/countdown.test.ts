import { describe, expect, it } from 'vitest';
import { secondsLeft, smsCountdownSeconds, throttleAllows, throttleDelay } from './countdown';

describe('smsCountdownSeconds', () => {
  it.each([
    [1, 'platform', 60],
    [2, 'platform', 120],
    [5, 'platform', 300],
    [undefined, 'platform', 60],
    [0, 'platform', 60],
    [-3, 'platform', 60],
    [Number.NaN, 'platform', 60],
    [5, 'firebase', 60],
  ] as const)('expiredMinutes %s on the %s route → %i s', (minutes, route, seconds) => {
    expect(smsCountdownSeconds(minutes, route)).toBe(seconds);
  });
});

describe('secondsLeft', () => {
  it.each([
    [0, 60, 0, 60],
    [0, 60, 500, 60],
    [0, 60, 1000, 59],
    [0, 60, 59_001, 1],
    [0, 60, 60_000, 0],
    [0, 60, 90_000, 0],
  ])('started %i, %i s, now %i → %i', (start, total, now, left) => {
    expect(secondsLeft(start, total, now)).toBe(left);
  });
});

describe('throttleAllows', () => {
  it.each([
    [undefined, 0, true],
    [0, 999, false],
    [0, 1000, true],
    [5000, 5500, false],
  ])('last %s, now %i → %s', (last, now, allowed) => {
    expect(throttleAllows(last, now, 1000)).toBe(allowed);
  });
});

describe('throttleDelay (SPEC §9: infinite scroll at most every 200 ms)', () => {
  it.each([
    [undefined, 1_000, 0],
    [1_000, 1_050, 150],
    [1_000, 1_200, 0],
    [1_000, 5_000, 0],
  ])('last %s, now %s → wait %s ms', (last, now, wait) => expect(throttleDelay(last, now, 200)).toBe(wait));
});
