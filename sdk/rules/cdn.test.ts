import { describe, expect, it } from 'vitest';
import { cdnOnPlatform, cdnUrl, chooseCdn, pickCdn } from './cdn';

describe('CDN choice', () => {
  it.each([
    [0, '/cdn/a'],
    [0.49, '/cdn/a'],
    [0.5, '/cdn/b'],
    [0.999, '/cdn/b'],
  ])('random %s picks %s', (r, cdn) => {
    expect(pickCdn(['/cdn/a', '/cdn/b/'], () => r)).toBe(cdn);
  });

  it('gives an empty base when the brand lists none', () => {
    expect(pickCdn([])).toBe('');
  });

  it('keeps the CDN the page was served with when the brand lists it', () => {
    const never = () => {
      throw new Error('no draw');
    };
    expect(chooseCdn(['/cdn/a', '/cdn/b/'], '/cdn/b', never)).toBe('/cdn/b');
    expect(chooseCdn(['/cdn/a', '/cdn/b'], '/cdn/a/', never)).toBe('/cdn/a');
  });

  it('draws at random when nothing was chosen, or the choice is not on the list', () => {
    expect(chooseCdn(['/cdn/a', '/cdn/b'], undefined, () => 0.7)).toBe('/cdn/b');
    expect(chooseCdn(['/cdn/a', '/cdn/b'], 'https://evil.example', () => 0)).toBe('/cdn/a');
    expect(chooseCdn(['/cdn/a'], '', () => 0)).toBe('/cdn/a');
    expect(chooseCdn([], '/cdn/a')).toBe('');
  });

  it.each([
    ['/cdn/a', 'games/5', '/cdn/a/games/5'],
    ['/cdn/a', '/vendors/PG', '/cdn/a/vendors/PG'],
    ['/cdn/a', 'https://img.example/x.png', 'https://img.example/x.png'],
  ])('%s + %s → %s', (cdn, path, url) => {
    expect(cdnUrl(cdn, path)).toBe(url);
  });
});

describe('cdnOnPlatform', () => {
  it.each([
    ['/cdn/a', 'https://portal.example', 'https://portal.example/cdn/a'],
    ['/cdn/a', 'https://portal.example/', 'https://portal.example/cdn/a'],
    ['/cdn/a', '', '/cdn/a'], // the host site: the page is the platform
    ['https://img.example/x', 'https://portal.example', 'https://img.example/x'],
    ['//img.example/x', 'https://portal.example', '//img.example/x'],
    ['', 'https://portal.example', ''],
  ])('%s on %s → %s', (cdn, platform, url) => {
    expect(cdnOnPlatform(cdn, platform)).toBe(url);
  });
});
