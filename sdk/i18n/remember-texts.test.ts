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
