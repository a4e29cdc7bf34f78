import { describe, expect, it } from 'vitest';
import { JACKPOT_POLL_MS, jackpotShown } from './jackpot';

describe('jackpotShown', () => {
  it.each([
    [100, 110, 0, 100],
    [100, 110, 5_000, 105],
    [100, 110, 9_999, 109.99],
    [100, 110, JACKPOT_POLL_MS, 110],
    [100, 110, 60_000, 110],
    [10_000.01, 10_000.02, 4_999, 10_000.01],
    [500, 100, 0, 100],
    [100, 100, 3_000, 100],
  ])('from %d to %d after %i ms shows %d', (from, to, elapsed, shown) => {
    expect(jackpotShown(from, to, elapsed)).toBe(shown);
  });
});
