import { describe, expect, it } from 'vitest';
import { drawCdn, withImagePreload } from './image-preload';

const PAGE = '<head><title>Croupier</title></head>';
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);

describe('the first view’s art preloaded by the HTML', () => {
  it('names the CDN and preloads each image from it', () => {
    const html = withImagePreload(PAGE, '/cdn/b', ['banners/0.svg']);
    expect(html).toContain('<meta name="croupier-image-cdn" content="/cdn/b">');
    expect(preloads(html)).toEqual(['/cdn/b/banners/0.svg']);
    expect(preloads(withImagePreload(PAGE, 'https://img.example/', ['games/1', 'games/901']))).toEqual([
      'https://img.example/games/1',
      'https://img.example/games/901',
    ]);
  });

  it('names the CDN on a page with nothing to preload', () => {
    const html = withImagePreload(PAGE, '/cdn/a', []);
    expect(html).toContain('<meta name="croupier-image-cdn" content="/cdn/a">');
    expect(preloads(html)).toEqual([]);
  });

  it('leaves the page as it was while the host’s CDNs are not known', () => {
    expect(withImagePreload(PAGE, undefined, ['banners/0.svg'])).toBe(PAGE);
    expect(withImagePreload(PAGE, '', ['banners/0.svg'])).toBe(PAGE);
  });

  it('writes what the platform sent as attribute values, never as markup', () => {
    const html = withImagePreload(PAGE, '/x"><script>alert(1)</script>&', ['a"b']);
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="/x&quot;>&lt;script>alert(1)&lt;/script>&amp;"');
    expect(html).toContain('href="/x&quot;>&lt;script>alert(1)&lt;/script>&amp;/a&quot;b"');
  });

  it('draws a CDN from the brand’s list, none from an empty or unknown one', () => {
    expect(drawCdn(['/cdn/a', '/cdn/b'], () => 0.7)).toBe('/cdn/b');
    expect(drawCdn([])).toBeUndefined();
    expect(drawCdn(undefined)).toBeUndefined();
  });
});
