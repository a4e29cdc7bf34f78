import { describe, expect, it } from 'vitest';
import { createTranslations } from './create-i18n';
import { rememberPlainTexts } from './remember-texts';

describe('rememberPlainTexts', () => {
  it('reads a text asked by key alone anew once its part loads or the language changes', async () => {
    const translations = await createTranslations('EN');
    rememberPlainTexts(translations.i18n);
    const key = 'withdraw.status.processing';
    expect(translations.i18n.t(key)).toBe(key);
    await translations.require('money');
    expect(translations.i18n.t(key)).toBe('Processing');
    await translations.switchLanguage('ES');
    expect(translations.i18n.t(key)).toBe('En proceso');
    expect(translations.i18n.t('header.login')).toBe('Iniciar sesión');
  });

  it('still interpolates a text asked with options', async () => {
    const translations = await createTranslations('EN', ['portal']);
    rememberPlainTexts(translations.i18n);
    expect(translations.i18n.t('search.results', { count: 2 })).toBe(
      translations.i18n.t('search.results', { count: 2 }),
    );
    expect(translations.i18n.t('search.results', { count: 3 })).toContain('3');
  });
});

/** Every key path of a loaded texts tree. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );

describe('rememberPlainTexts reads a key alone as i18next does', () => {
  const PARTS = ['auth', 'portal', 'centres', 'money', 'games', 'agent', 'protection', 'rewards'] as const;
  // Each translated pack, and a language without one (French reads English, then Spanish).
  it.each(['ES', 'EN', 'PT', 'TH', 'AR', 'FR'])('in %s, for every key of every part', async (code) => {
    const plain = await createTranslations(code, [...PARTS]);
    const remembered = await createTranslations(code, [...PARTS]);
    rememberPlainTexts(remembered.i18n);
    const keys = new Set<string>();
    for (const language of plain.i18n.languages)
      for (const key of keysOf(plain.i18n.getResourceBundle(language, 'translation') ?? {})) keys.add(key);
    keys.add('no.such.key');
    expect(keys.size).toBeGreaterThan(1000);
    for (const key of keys) expect(remembered.i18n.t(key), key).toBe(plain.i18n.t(key));
  });
});
