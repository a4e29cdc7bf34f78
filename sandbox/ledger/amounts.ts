/** Minor units to a two-decimal amount. */
export const toAmount = (minor: number) => Math.round(minor) / 100;
/** A two-decimal amount to minor units. */
export const toMinor = (amount: number) => Math.round(amount * 100);
