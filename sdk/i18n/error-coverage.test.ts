import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/errors';

/*
 * SPEC §8: every error code the platform answers with has a translated message. The texts live in
 * several lazily loaded parts (a page loads the part that holds the refusals it can meet), so this
 * gathers every part of a language and looks each code up in their union.
 */
const parts = import.meta.glob<Record<string, unknown>>('./resources/*/*.ts', { eager: true });

function errorTexts(language: string): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const [path, module] of Object.entries(parts)) {
    if (!path.startsWith(`./resources/${language}/`)) continue;
    for (const exported of Object.values(module)) {
      const errors = (exported as { errors?: Record<string, unknown> } | undefined)?.errors;
      if (errors && typeof errors === 'object') Object.assign(texts, errors);
    }
  }
  return texts;
}

describe.each(['es', 'en', 'pt', 'th'])('error texts in %s', (language) => {
  const texts = errorTexts(language);
  it('translate every error code of the contract', () => {
    const missing = ERROR_CODES.filter((code) => typeof texts[code] !== 'string' || texts[code] === '');
    expect(missing).toEqual([]);
  });
});
