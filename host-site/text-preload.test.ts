import { describe, expect, it } from 'vitest';
import { acceptedLanguages, textChunks, withTextPreload } from './text-preload';

const PAGE = '<head><title>Croupier</title></head>';
const BRAND = { languages: ['ES', 'EN', 'PT', 'TH', 'AR'], defaultLanguage: 'ES' };
const CHUNKS = textChunks({
  '../sdk/i18n/resources/en/core.ts': { file: 'assets/core-EN1.js' },
  '../sdk/i18n/resources/en/parts.ts': { file: 'assets/parts-EN2.js' },
  '../sdk/i18n/resources/en/portal.ts': { file: 'assets/portal-EN3.js' },
  '../sdk/i18n/resources/en/games.ts': {
    file: 'assets/games-EN4.js',
    imports: ['_errors-EN6.js', 'index.html'],
  },
  '_errors-EN6.js': { file: 'assets/errors-EN6.js', imports: ['index.html'] },
  '../sdk/i18n/resources/en/money.ts': { file: 'assets/money-EN5.js' },
  '../sdk/i18n/resources/es/parts.ts': { file: 'assets/parts-ES2.js' },
  '../sdk/i18n/resources/es/portal.ts': { file: 'assets/portal-ES3.js' },
  '../sdk/i18n/resources/th/portal.ts': { file: 'assets/portal-TH3.js' },
  'index.html': { file: 'assets/index-X.js', isEntry: true },
});
/** English's first-view chunks, and the chunk its games texts import. */
const ENGLISH = [
  '/assets/core-EN1.js',
  '/assets/parts-EN2.js',
  '/assets/portal-EN3.js',
  '/assets/games-EN4.js',
  '/assets/errors-EN6.js',
];
const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('the first view’s texts preloaded by the page', () => {
  it('reads the languages of an Accept-Language header in the order the browser wants them', () => {
    expect(acceptedLanguages('th;q=0.5, en-US,en;q=0.9, *;q=0.1, fr;q=0, x"><script>')).toEqual([
      'en-US',
      'en',
      'th',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('preloads the chunks of the language the SDK will start in, with the chunks they import, and no other part', () => {
    expect(preloads(withTextPreload(PAGE, 'en-US,en;q=0.9', BRAND, CHUNKS))).toEqual(ENGLISH);
    expect(preloads(withTextPreload(PAGE, 'th-TH', BRAND, CHUNKS))).toEqual(['/assets/portal-TH3.js']);
  });

  it('follows the brand: its default for a language it does not offer, English’s pack for one without its own', () => {
    // French is not offered: the brand's default, Spanish, whose core is in the entry.
    expect(preloads(withTextPreload(PAGE, 'fr-FR', BRAND, CHUNKS))).toEqual([
      '/assets/parts-ES2.js',
      '/assets/portal-ES3.js',
    ]);
    expect(
      preloads(withTextPreload(PAGE, 'th', { languages: ['ES', 'EN'], defaultLanguage: 'EN' }, CHUNKS)),
    ).toEqual(ENGLISH);
    // Vietnamese has no pack of its own: it reads English's.
    expect(
      preloads(withTextPreload(PAGE, 'vi', { languages: ['VI', 'ES'], defaultLanguage: 'ES' }, CHUNKS)),
    ).toEqual(ENGLISH);
  });

  it('preloads a pack’s first-view parts as the one chunk the build makes of them', () => {
    const built = textChunks({
      '_texts-en-A.js': {
        file: 'assets/texts-en-A.js',
        name: 'texts-en',
        imports: ['_runtime-R.js', 'index.html'],
      },
      '_runtime-R.js': { file: 'assets/runtime-R.js' },
      '../sdk/i18n/resources/en/money.ts': { file: 'assets/money-EN5.js' },
      '_texts-th-B.js': { file: 'assets/texts-th-B.js', name: 'texts-th' },
      '_contexts-C.js': { file: 'assets/contexts-C.js', name: 'contexts' },
      'index.html': { file: 'assets/index-X.js', isEntry: true },
    });
    expect(preloads(withTextPreload(PAGE, 'en', BRAND, built))).toEqual([
      '/assets/texts-en-A.js',
      '/assets/runtime-R.js',
    ]);
    expect(preloads(withTextPreload(PAGE, 'th', BRAND, built))).toEqual(['/assets/texts-th-B.js']);
  });

  it('leaves the page as it was for a build without a manifest', () => {
    expect(withTextPreload(PAGE, 'en', BRAND, new Map())).toBe(PAGE);
  });
});
