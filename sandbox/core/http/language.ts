const CODE = /^[A-Z]{2}(_[A-Z]{2})?$/;

/** The request's platform language: the Language header when it is a code, otherwise ES. */
export function requestLanguage(header: string | undefined): string {
  const code = header?.trim().toUpperCase();
  return code && CODE.test(code) ? code : 'ES';
}

/**
 * Picks the text of `language` from a per-language map, falling back to English (read by more
 * players of a language the text lacks than Spanish is), then to Spanish, the brand's default.
 */
export function localized(texts: Record<string, string>, language: string): string {
  return texts[language] ?? texts.EN ?? texts.ES ?? Object.values(texts)[0] ?? '';
}
