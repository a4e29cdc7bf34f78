const cache = new Map<string, Intl.NumberFormat>();

/**
 * A number format of a locale, built once: constructing an `Intl.NumberFormat` costs far more
 * than formatting with one, and amounts are formatted on every render of a ticking jackpot or a
 * list of winners.
 *
 * @example
 * rules.numberFormat('es', { minimumFractionDigits: 2 }).format(1234.5); // '1234,50'
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}
