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
