import { describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
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

  it.each(['ES', 'EN', 'TH', 'FR'])('in %s, fills every placeholder as i18next does', async (code) => {
    const plain = await createTranslations(code, [...PARTS]);
    const remembered = await createTranslations(code, [...PARTS]);
    const asked = countLookUps(remembered.i18n);
    rememberPlainTexts(remembered.i18n);
    let filled = 0;
    for (const language of plain.i18n.languages)
      for (const key of keysOf(plain.i18n.getResourceBundle(language, 'translation') ?? {})) {
        const text = plain.i18n.t(key, { lng: language, skipInterpolation: true });
        const names = [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
        if (names.length === 0 || names.includes('count')) continue;
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? i * 7 : `«${name}»`]));
        const before = asked.count;
        expect(remembered.i18n.t(key, values), key).toBe(plain.i18n.t(key, values));
        if (asked.count === before) filled++;
      }
    // Most of them without i18next.
    expect(filled).toBeGreaterThan(100);
  });
});

/** Counts the calls that reach i18next's own `t`: install before rememberPlainTexts wraps it. */
function countLookUps(i18n: I18n) {
  const asked = { count: 0 };
  const lookUp = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => string;
  i18n.t = ((...args: unknown[]) => {
    asked.count++;
    return lookUp(...args);
  }) as unknown as I18n['t'];
  return asked;
}

describe('rememberPlainTexts leaves to i18next what only it decides', () => {
  it('plurals, other options, formats and a missing value', async () => {
    const plain = await createTranslations('EN', ['portal', 'games']);
    const remembered = await createTranslations('EN', ['portal', 'games']);
    const asked = countLookUps(remembered.i18n);
    rememberPlainTexts(remembered.i18n);
    const calls: [string, Record<string, unknown>][] = [
      ['search.results', { count: 1 }],
      ['search.results', { count: 5 }],
      ['games.play', { name: 'Fortune Gems' }],
      ['games.play', { name: 'Fortune Gems', vendor: 'JILI', lng: 'es' }],
      ['games.play', { name: { toString: () => 'x' }, vendor: 'JILI' }],
      ['games.play', { name: 'Fortune Gems', vendor: 'JILI', other: 1 }],
    ];
    for (const [key, values] of calls)
      expect(remembered.i18n.t(key, values), JSON.stringify(values)).toBe(plain.i18n.t(key, values));
    expect(asked.count).toBe(calls.length);
    // The common case: no i18next at all.
    expect(remembered.i18n.t('games.play', { name: 'Fortune Gems', vendor: 'JILI' })).toBe(
      'Play Fortune Gems by JILI',
    );
    expect(asked.count).toBe(calls.length);
  });
});
