/**
 * SPEC §2: the balance placeholder's currency symbol when the platform gives none.
 *
 * @example
 * const symbol = balance?.currencySymbol || rules.DEFAULT_CURRENCY_SYMBOL;
 */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

/**
 * SPEC §2: a hidden balance reads as ***.
 *
 * @example
 * rules.balanceText(10, true) === rules.HIDDEN_BALANCE; // true
 */
export const HIDDEN_BALANCE = '***';

/**
 * One format per locale, built once: the jackpot ticker formats four times a second and each
 * winners row twice. (Its own, not rules.numberFormat: the partner runtime, which has the balance
 * bar, would carry that module as one more chunk, over its 40 KB budget.)
 */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * The header's balance text: the amount with two decimals, or *** when the player hid it.
 *
 * @example
 * rules.balanceText(1234.5, false); // '1,234.50'
 * rules.balanceText(1234.5, true); // '***'
 */
export function balanceText(amount: number | undefined, hidden: boolean, locale = 'en'): string {
  if (hidden) return HIDDEN_BALANCE;
  if (amount === undefined) return '--';
  return formatFor(locale).format(amount);
}

/**
 * Builds the balance's number format ahead of the first render that shows one. A page's first
 * `Intl.NumberFormat` loads its language's number data (20-40 ms on a phone): built while the
 * boot waits for the network, that cost leaves the first render's task.
 *
 * @example
 * rules.prepareBalanceFormat('es-ES'); // later balanceText(…, 'es-ES') calls reuse it
 */
export function prepareBalanceFormat(locale: string): void {
  formatFor(locale);
}

function formatFor(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/**
 * What sits outside the main wallet, in transfer-mode vendors' wallets (minor units): money the
 * member can play there but must bring back before withdrawing it.
 *
 * @example
 * rules.heldOutsideMainMinor([{ wallet: 'main', amount: 10 }, { wallet: 'PG', amount: 2.5 }]); // 250
 */
export function heldOutsideMainMinor(wallets: readonly { wallet: string; amount: number }[]): number {
  return wallets
    .filter((w) => w.wallet !== 'main')
    .reduce((total, w) => total + Math.round(w.amount * 100), 0);
}
