/**
 * Amounts as a player types them, read exactly: a decimal text becomes integer minor units
 * (cents) without passing through a float, so 0.1 + 0.2 questions never arise in a form.
 */

const AMOUNT = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * The minor units of a typed amount, or null when it is not a plain amount with at most two
 * decimals ("12", "12.5", "12,50"; not "1e3", "-5", "12.345" or "").
 */
export function parseAmountMinor(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/**
 * What a typed amount is, in the terms a player needs to fix it: `ok` with its minor units, or
 * why not: nothing typed, a minus sign, three or more decimals (or a thousands separator, which
 * reads the same), not digits at all, zero, or more digits than any amount has.
 *
 * @example
 * readAmount('-50'); // { kind: 'negative' }
 * readAmount('12,345'); // { kind: 'decimals' }
 * readAmount('150.5'); // { kind: 'ok', minor: 15050 }
 */
export type TypedAmount =
  | { readonly kind: 'ok'; readonly minor: number }
  | { readonly kind: 'empty' | 'negative' | 'decimals' | 'notNumber' | 'zero' | 'tooLarge' };

export function readAmount(text: string): TypedAmount {
  const typed = text.trim();
  if (!typed) return { kind: 'empty' };
  if (/^[-−]\s*\d+(?:[.,]\d+)?$/.test(typed)) return { kind: 'negative' };
  if (/^\d+[.,]\d{3,}$/.test(typed)) return { kind: 'decimals' };
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(typed)) return { kind: 'notNumber' };
  const minor = parseAmountMinor(typed);
  if (minor === null) return { kind: 'tooLarge' };
  return minor === 0 ? { kind: 'zero' } : { kind: 'ok', minor };
}

/** Minor units from an amount the platform sent (two decimals at most), rounded to the cent. */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);

/** The platform's decimal amount for minor units (exact for two decimals). */
export const fromMinorUnits = (minor: number): number => minor / 100;

/** An amount for people: grouped, always two decimals, in the page's locale. */
export function moneyText(amount: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
