import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { withPluralForms } from './plural-forms';

describe('withPluralForms', () => {
  it("gives an Arabic pack every form Arabic counts with, each its own '_other' unless written", () => {
    const texts = withPluralForms(
      { games: { count_one: 'لعبة واحدة', count_other: 'عدد الألعاب: {{count}}', count_two: 'لعبتان' } },
      'ar',
    );
    expect(texts.games).toEqual({
      count_one: 'لعبة واحدة',
      count_two: 'لعبتان',
      count_other: 'عدد الألعاب: {{count}}',
      count_zero: 'عدد الألعاب: {{count}}',
      count_few: 'عدد الألعاب: {{count}}',
      count_many: 'عدد الألعاب: {{count}}',
    });
  });

  it('keeps Arabic for every count in i18next, where English would otherwise show through', async () => {
    const i18n = i18next.createInstance();
    const en = { count_one: '{{count}} game', count_other: '{{count}} games' };
    const ar = { count_one: 'لعبة واحدة', count_other: 'عدد الألعاب: {{count}}' };
    await i18n.init({ lng: 'ar', fallbackLng: ['en'], resources: { en: { translation: en } } });
    i18n.addResourceBundle('ar', 'translation', ar);
    expect(i18n.t('count', { count: 3 })).toBe('3 games');
    i18n.addResourceBundle('ar', 'translation', withPluralForms(ar, 'ar'), true, true);
    for (const count of [0, 2, 3, 11, 100]) expect(i18n.t('count', { count })).toBe(`عدد الألعاب: ${count}`);
    expect(i18n.t('count', { count: 1 })).toBe('لعبة واحدة');
  });

  it('adds nothing to a language with only one and other', () => {
    const texts = { a_one: 'one', a_other: 'many', plain: 'x' };
    expect(withPluralForms(texts, 'en')).toEqual(texts);
  });
});
