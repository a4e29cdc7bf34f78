import { DEFAULT_LANGUAGE, fromLocale } from './languages';

/**
 * SPEC §1, §4: the starting language. A choice stored in `hisLang` wins; otherwise the first
 * device language the brand supports (exact region first, then the base language); otherwise
 * Spanish.
 */
export function detectLanguage(input: {
  stored: string | null | undefined;
  deviceLanguages: readonly string[];
  supported: readonly string[];
  fallback?: string;
}): string {
  const supported = new Set(input.supported);
  const fallback = input.fallback ?? DEFAULT_LANGUAGE;
  const stored = input.stored?.toUpperCase();
  if (stored && supported.has(stored)) return stored;
  for (const locale of input.deviceLanguages) {
    const full = fromLocale(locale);
    if (supported.has(full)) return full;
    const base = full.split('_')[0]!;
    if (supported.has(base)) return base;
  }
  return supported.has(fallback) ? fallback : (input.supported[0] ?? fallback);
}
