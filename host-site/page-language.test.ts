import { describe, expect, it } from 'vitest';
import { withPageLanguage } from './page-language';

const PAGE = '<!doctype html>\n<html lang="es" data-theme="dark">\n  <head></head>';

describe('the page’s language and direction before the portal runs', () => {
  it('names the language the portal will start in, and its direction', () => {
    expect(withPageLanguage(PAGE, 'AR')).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(withPageLanguage(PAGE, 'EN')).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(withPageLanguage(PAGE, 'PT_BR')).toContain('<html lang="pt-BR" dir="ltr" data-theme="dark">');
  });

  it('leaves a page without a language on its root as it was', () => {
    expect(withPageLanguage('<html><head></head>', 'AR')).toBe('<html><head></head>');
  });
});
