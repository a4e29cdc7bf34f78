import { describe, expect, it } from 'vitest';
import { contribution, hitsJackpot, JACKPOT_ODDS } from './jackpot-math';

describe('the progressive jackpot', () => {
  it.each([
    [100, 1],
    [199, 1],
    [99, 0],
    [1_000_000, 10_000],
  ])('a stake of %i adds %i to the pool', (stake, added) => {
    expect(contribution(stake)).toBe(added);
  });

  it('hits about once in JACKPOT_ODDS spins, decided by the seed alone', () => {
    const spins = 1_000_000;
    let hits = 0;
    for (let i = 0; i < spins; i++) if (hitsJackpot(`s-${i}`)) hits++;
    const expected = spins / JACKPOT_ODDS;
    // Poisson with mean 20: within ±3 standard deviations.
    expect(Math.abs(hits - expected)).toBeLessThan(3 * Math.sqrt(expected));
    expect(hitsJackpot('s-1')).toBe(hitsJackpot('s-1'));
  });
});
