import { describe, expect, it } from 'vitest';
import { percentToBps, withdrawFeeMinor } from './withdraw-fee';

describe('withdrawFeeMinor: 1% (100 bps), at least 2.00, taken from the amount', () => {
  it.each([
    // amount (minor), fee (minor), why
    [100_00, 2_00, 'the minimum: 1% of 100.00 is 1.00, less than 2.00'],
    [199_99, 2_00, 'still the minimum just below 200.00'],
    [200_00, 2_00, '1% of 200.00 is exactly the minimum'],
    [200_01, 2_01, '1% of 200.01 is 2.0001, rounded up to the cent'],
    [1_234_56, 12_35, '1% of 1,234.56 is 12.3456, rounded up'],
    [5_000_00, 50_00, 'a round amount, no rounding'],
    [50_000_00, 500_00, 'the maximum withdrawal'],
    [1_50, 1_50, 'never more than the amount itself'],
  ])('%i → %i (%s)', (amount, fee) => {
    expect(withdrawFeeMinor(amount, 100, 2_00)).toBe(fee);
  });

  it('takes other rates and minimums in basis points', () => {
    expect(withdrawFeeMinor(1_000_00, 150, 0)).toBe(15_00);
    expect(withdrawFeeMinor(333, 100, 0)).toBe(4);
    expect(withdrawFeeMinor(1_000_00, 0, 0)).toBe(0);
    expect(withdrawFeeMinor(1_000_00, 0, 5_00)).toBe(5_00);
  });

  it('stays exact on the largest amounts (no float on the way)', () => {
    expect(withdrawFeeMinor(900_719_925_474, 100, 0)).toBe(9_007_199_255);
  });

  it.each([
    [1.5, 100, 0],
    [-1, 100, 0],
    [100, Number.NaN, 0],
    [100, 100, -2],
  ])('refuses (%s, %s, %s): not whole minor units', (amount, bps, min) => {
    expect(() => withdrawFeeMinor(amount, bps, min)).toThrow(RangeError);
  });

  it('reads a percent as basis points', () => {
    expect(percentToBps(1)).toBe(100);
    expect(percentToBps(1.5)).toBe(150);
    expect(percentToBps(0.07)).toBe(7);
  });
});
