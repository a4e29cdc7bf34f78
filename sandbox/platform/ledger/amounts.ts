/** Minor units to a two-decimal amount. */
export const toAmount = (minor: number) => Math.round(minor) / 100;
/** A two-decimal amount to minor units. */
export const toMinor = (amount: number) => Math.round(amount * 100);

/**
 * The minor units of an amount a request carries, when it has at most two decimals; undefined
 * otherwise (12.345, NaN, amounts past what minor units count exactly).
 */
export function exactMinor(amount: number): number | undefined {
  const minor = Math.round(amount * 100);
  return Number.isSafeInteger(minor) && minor / 100 === amount ? minor : undefined;
}
