const CODE = /^[A-Z]{2}(_[A-Z]{2})?$/;

/** The request's platform language: the Language header when it is a code, otherwise ES. */
export function requestLanguage(header: string | undefined): string {
  const code = header?.trim().toUpperCase();
  return code && CODE.test(code) ? code : 'ES';
}

/** Picks the text of `language` from a per-language map, falling back to ES, then EN. */
export function localized(texts: Record<string, string>, language: string): string {
  return texts[language] ?? texts.ES ?? texts.EN ?? Object.values(texts)[0] ?? '';
}
