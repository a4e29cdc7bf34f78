import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';
import { LANGUAGES, fromLocale, toLocale } from './languages';

describe('detectLanguage', () => {
  const supported = ['ES', 'EN'];

  it.each([
    [null, ['es-ES'], 'ES'],
    [null, ['en-US'], 'EN'],
    [null, ['fr-FR'], 'ES'],
    [null, ['fr-FR', 'en-GB'], 'EN'],
    [null, [], 'ES'],
    ['EN', ['es-ES'], 'EN'],
    ['en', ['es-ES'], 'EN'],
    ['TH', ['en-US'], 'EN'],
  ])('stored %s, device %o → %s', (stored, device, expected) => {
    expect(detectLanguage({ stored, deviceLanguages: device, supported })).toBe(expected);
  });

  it('prefers an exact regional match when the brand has one', () => {
    expect(
      detectLanguage({ stored: null, deviceLanguages: ['zh-TW'], supported: ['ES', 'ZH', 'ZH_TW'] }),
    ).toBe('ZH_TW');
  });

  it('uses the first supported language when the brand does not support Spanish', () => {
    expect(detectLanguage({ stored: null, deviceLanguages: ['fr'], supported: ['EN', 'TH'] })).toBe('EN');
  });
});

describe('language codes', () => {
  it('lists about forty languages with native names', () => {
    expect(Object.keys(LANGUAGES).length).toBeGreaterThanOrEqual(38);
    expect(LANGUAGES.ES).toBe('Español');
    expect(LANGUAGES.TH).toBe('ไทย');
  });

  it.each([
    ['ES', 'es'],
    ['ZH_TW', 'zh-TW'],
  ])('%s ↔ %s', (code, locale) => {
    expect(toLocale(code)).toBe(locale);
    expect(fromLocale(locale)).toBe(code);
  });
});
