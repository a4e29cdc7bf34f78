import { describe, expect, it } from 'vitest';
import { textDirection } from './direction';
import { LANGUAGES } from './languages';

describe('textDirection', () => {
  it('writes Arabic, Persian, Hebrew and Urdu right to left, and every other listed language left to right', () => {
    const rtl = Object.keys(LANGUAGES).filter((code) => textDirection(code) === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'HE', 'UR']);
  });

  it('reads a code in any case, with or without a region', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('AR_EG')).toBe('rtl');
    expect(textDirection('ZH_TW')).toBe('ltr');
  });
});
