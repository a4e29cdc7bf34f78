import { describe, expect, it } from 'vitest';
import { createTranslations } from './create-i18n';

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

  it('reads Spanish, the default, from the bundled core', async () => {
    const { i18n } = await createTranslations('ES');
    expect(i18n.t('header.login')).toBe('Iniciar sesión');
  });
});
