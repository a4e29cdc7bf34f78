import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_MULTIPLIER,
  crashPointOf,
  multiplierAt,
  payoutAt,
  seedHash,
  timeToReach,
  validAutoCashOut,
} from './crash-math';
import { autoCashOutAt, multiplierNow, phaseAt, scheduleRound } from './crash-schedule';

describe('crash point', () => {
  it('is decided by the seed alone, and the hash published before proves the seed', () => {
    expect(crashPointOf('round-42')).toBe(crashPointOf('round-42'));
    expect(seedHash('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('stays between 1.00× and the cap, in whole hundredths', () => {
    for (let i = 0; i < 5000; i++) {
      const point = crashPointOf(`seed-${i}`);
      expect(Number.isInteger(point)).toBe(true);
      expect(point).toBeGreaterThanOrEqual(100);
      expect(point).toBeLessThanOrEqual(MAX_MULTIPLIER);
    }
  });

  it('keeps about 1% for the house at any target: P(crash ≥ m) ≈ 0.99 / m', () => {
    const rounds = 40_000;
    const points = Array.from({ length: rounds }, (_, i) => crashPointOf(`sim-${i}`));
    for (const target of [101, 150, 200, 500]) {
      const reached = points.filter((p) => p >= target).length / rounds;
      expect(Math.abs(reached - 99 / target)).toBeLessThan(0.015);
    }
    // Some rounds crash at once: nobody can cash out of those.
    expect(points.filter((p) => p === 100).length / rounds).toBeGreaterThan(0.005);
  });
});

describe('flight', () => {
  it.each([
    // elapsed ms, multiplier in hundredths
    [0, 100],
    [-5, 100],
    [1000, 116],
    [4620, 199],
    [4621, 200],
    [15_351, 1000],
  ])('after %i ms shows %i', (ms, multiplier) => {
    expect(multiplierAt(ms)).toBe(multiplier);
  });

  it.each([100, 101, 150, 200, 233, 1000, 5432, MAX_MULTIPLIER])(
    'reaches %i at the first millisecond the curve shows it',
    (target) => {
      const t = timeToReach(target);
      expect(multiplierAt(t)).toBeGreaterThanOrEqual(target);
      if (t > 0) expect(multiplierAt(t - 1)).toBeLessThan(target);
    },
  );
});

describe('payout', () => {
  it.each([
    // stake (minor), multiplier, payout (minor): floored, never rounded up
    [100, 100, 100],
    [100, 150, 150],
    [100, 101, 101],
    [333, 157, 522],
    [50_000, MAX_MULTIPLIER, 50_000_000],
    [1, 199, 1],
  ])('stake %i at %i pays %i', (stake, multiplier, payout) => {
    expect(payoutAt(stake, multiplier)).toBe(payout);
  });

  it.each([
    [100, false],
    [101, true],
    [MAX_MULTIPLIER, true],
    [MAX_MULTIPLIER + 1, false],
    [150.5, false],
  ])('auto cash-out at %s is accepted: %s', (target, valid) => {
    expect(validAutoCashOut(target)).toBe(valid);
  });
});

describe('schedule', () => {
  const timing = { windowMs: 8000, pauseMs: 3000 };
  const round = scheduleRound('round-42', 1_000_000, timing);

  it('bets, then flies up to the crash point, then shows the crash', () => {
    expect(round.fliesAt).toBe(1_008_000);
    expect(round.crashesAt).toBe(round.fliesAt + timeToReach(round.crashPoint));
    expect(round.endsAt).toBe(round.crashesAt + 3000);
    expect(phaseAt(round, round.fliesAt - 1)).toBe('betting');
    expect(phaseAt(round, round.fliesAt)).toBe(round.crashPoint === 100 ? 'crashed' : 'flying');
    expect(phaseAt(round, round.crashesAt)).toBe('crashed');
    expect(multiplierNow(round, round.crashesAt + 10)).toBe(round.crashPoint);
  });

  it('never shows the crash point in flight', () => {
    for (let now = round.fliesAt; now < round.crashesAt; now += 97)
      expect(multiplierNow(round, now)).toBeLessThan(round.crashPoint);
  });

  it('cashes an auto target out only below the crash point', () => {
    const low = { ...round, crashPoint: 250 };
    expect(autoCashOutAt(low, 200)).toBe(low.fliesAt + timeToReach(200));
    expect(autoCashOutAt(low, 250)).toBeUndefined();
    expect(autoCashOutAt(low, 400)).toBeUndefined();
  });
});
