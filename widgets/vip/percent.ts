/** Basis points as a percentage for people (105 → "1.05"): display only, never summed. */
export const percentText = (bps: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bps / 100);
