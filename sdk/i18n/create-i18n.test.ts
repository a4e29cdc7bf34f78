import { describe, expect, it } from 'vitest';
import { createTranslations } from './create-i18n';
import { TRANSLATED_LANGUAGES, textPack } from './languages';

describe('createTranslations', () => {
  it('reads a language with a pack in that language', async () => {
    const { i18n } = await createTranslations('PT');
    expect(i18n.t('header.login')).toBe('Entrar');
  });

  it('reads a language without a pack in English, then Spanish', async () => {
    const translations = await createTranslations('VI');
    expect(translations.i18n.t('header.login')).toBe('Log in');
    await translations.require('money');
    expect(translations.has('money')).toBe(true);
    expect(translations.i18n.t('header.deposit')).toBe('Deposit');
  });

  it('has the parts the first screen names ready when it resolves, and keeps them on a switch', async () => {
    const translations = await createTranslations('EN', ['portal']);
    expect(translations.has('portal')).toBe(true);
    expect(translations.has('money')).toBe(false);
    await translations.switchLanguage('AR');
    expect(translations.has('portal')).toBe(true);
  });

  it('reads Arabic in every plural form from its own pack', async () => {
    const translations = await createTranslations('AR', ['portal']);
    for (const count of [0, 2, 3, 11, 100])
      expect(translations.i18n.t('search.results', { count })).toBe(`عدد الألعاب: ${count}`);
  });

  it('reads Spanish, the default, from the bundled core', async () => {
    const { i18n } = await createTranslations('ES');
    expect(i18n.t('header.login')).toBe('Iniciar sesión');
  });

  it('has a pack of its own for every language said to be translated, and English for the others', async () => {
    const english = (await createTranslations('EN')).i18n.t('header.login');
    for (const code of TRANSLATED_LANGUAGES.filter((c) => c !== 'EN')) {
      expect(textPack(code)).toBe(code);
      expect((await createTranslations(code)).i18n.t('header.login')).not.toBe(english);
    }
    expect(textPack('VI')).toBe('EN');
    expect(textPack('PT_BR')).toBe('EN');
  });
});
