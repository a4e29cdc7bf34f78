/** SPEC §2: the balance placeholder's currency symbol when the platform gives none. */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

/** SPEC §2: a hidden balance reads as ***. */
export const HIDDEN_BALANCE = '***';

/** The header's balance text: the amount with two decimals, or *** when the player hid it. */
export function balanceText(amount: number | undefined, hidden: boolean, locale = 'en'): string {
  if (hidden) return HIDDEN_BALANCE;
  if (amount === undefined) return '--';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/**
 * What sits outside the main wallet, in transfer-mode vendors' wallets (minor units): money the
 * member can play there but must bring back before withdrawing it.
 */
export function heldOutsideMainMinor(wallets: readonly { wallet: string; amount: number }[]): number {
  return wallets
    .filter((w) => w.wallet !== 'main')
    .reduce((total, w) => total + Math.round(w.amount * 100), 0);
}
