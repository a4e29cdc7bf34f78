/**
 * The withdrawal fee, in the contract because both sides compute it: the platform when it takes
 * it, the member centre's form when it shows what the player will receive. Integer maths in minor
 * units and basis points, so that no amount passes through a float.
 */

/** Basis points in a whole: a fee of 100 bps is 1%. */
export const BASIS_POINTS = 10_000;

/** A percent as the brand shows it (1, 1.5) in basis points (100, 150). */
export const percentToBps = (percent: number) => Math.round(percent * 100);

/**
 * The fee on a withdrawal of `amountMinor`: `feeBps` of it, rounded up to the cent so that the
 * fee is never less than its percent, at least `minFeeMinor`, and never more than the amount (a
 * player cannot receive less than nothing). The fee is taken from the amount: the player receives
 * `amountMinor - fee`.
 *
 * @example
 * withdrawFeeMinor(123456, 100, 200); // 1235: 1% of 1,234.56 is 12.3456, rounded up to 12.35
 * withdrawFeeMinor(10000, 100, 200); // 200: 1% of 100.00 is 1.00, below the minimum fee
 */
export function withdrawFeeMinor(amountMinor: number, feeBps: number, minFeeMinor: number): number {
  for (const [name, value] of [
    ['amountMinor', amountMinor],
    ['feeBps', feeBps],
    ['minFeeMinor', minFeeMinor],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a whole number of zero or more, not ${value}`);
  }
  const percentFee = Math.ceil((amountMinor * feeBps) / BASIS_POINTS);
  return Math.min(amountMinor, Math.max(minFeeMinor, percentFee));
}
