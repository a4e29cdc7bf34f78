import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, brandFromEnv, brandPage, brandScript } from './brand';

describe('brand config', () => {
  it('offers every language with a translation pack, Spanish first and the default (SPEC §3)', () => {
    expect(DEFAULT_BRAND.languages).toEqual(['ES', 'EN', 'PT', 'TH', 'AR']);
    expect(DEFAULT_BRAND.defaultLanguage).toBe('ES');
  });

  it('takes overrides from the environment', () => {
    const brand = brandFromEnv({
      BRAND_LANGUAGES: 'es, en,pt , th',
      BRAND_NAME: 'Royal',
      BRAND_THEME: 'light',
      BRAND_COLOR: '#ff0055',
    });
    expect(brand.languages).toEqual(['ES', 'EN', 'PT', 'TH']);
    expect(brand.name).toBe('Royal');
    expect(brand.theme).toEqual({ mode: 'light', brand: '#ff0055' });
  });

  it('ignores a colour that is not one, and a default language the brand does not offer', () => {
    const brand = brandFromEnv({ BRAND_COLOR: 'red;}</style>', BRAND_DEFAULT_LANGUAGE: 'FR' });
    expect(brand.theme.brand).toBeUndefined();
    expect(brand.defaultLanguage).toBe('ES');
  });

  it('writes a script tag no value can break out of', () => {
    const html = brandScript({ ...DEFAULT_BRAND, name: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("names the operator's brand in the page before the portal starts, escaped", () => {
    const html =
      '<title>Croupier</title><!--croupier-brand--><div aria-label="Croupier"><span>Croupier</span></div>';
    const page = brandPage(html, { ...DEFAULT_BRAND, name: 'Royal <Play> & "Win"' });
    expect(page).toContain('<title>Royal &lt;Play&gt; &amp; &quot;Win&quot;</title>');
    expect(page).toContain('aria-label="Royal &lt;Play&gt; &amp; &quot;Win&quot;"');
    expect(page).toContain('<span>Royal &lt;Play&gt; &amp; &quot;Win&quot;</span>');
    expect(page).not.toContain('Croupier');
    expect(page).toContain('<script type="application/json"');
  });

  it("paints the brand's theme from the first byte, before any script runs", () => {
    const html = '<html lang="es" data-theme="dark"><!--croupier-brand--></html>';
    expect(brandPage(html, { ...DEFAULT_BRAND, theme: { mode: 'light' } })).toContain('data-theme="light"');
    expect(brandPage(html, DEFAULT_BRAND)).toContain('data-theme="dark"');
  });
});
