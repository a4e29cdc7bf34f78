import { describe, expect, it } from 'vitest';
import { withHeroPreload } from './hero-preload';

const PAGE = '<head><title>Croupier</title></head>';

describe('the home page’s hero preloaded by its HTML', () => {
  it('names the CDN and preloads the first slide’s art from it on the home page', () => {
    const html = withHeroPreload(PAGE, '/', '/cdn/b');
    expect(html).toContain('<meta name="croupier-image-cdn" content="/cdn/b">');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/cdn/b/banners/0.svg">',
    );
    expect(withHeroPreload(PAGE, '/', 'https://img.example/')).toContain(
      'href="https://img.example/banners/0.svg"',
    );
  });

  it('names the CDN on other pages, which have no hero, without a preload', () => {
    const html = withHeroPreload(PAGE, '/rng', '/cdn/a');
    expect(html).toContain('<meta name="croupier-image-cdn" content="/cdn/a">');
    expect(html).not.toContain('as="image"');
  });

  it('leaves the page as it was while the host’s CDNs are not known', () => {
    expect(withHeroPreload(PAGE, '/', undefined)).toBe(PAGE);
    expect(withHeroPreload(PAGE, '/', '')).toBe(PAGE);
  });

  it('writes a CDN from the platform as an attribute value, never as markup', () => {
    const html = withHeroPreload(PAGE, '/', '/x"><script>alert(1)</script>&');
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="/x&quot;>&lt;script>alert(1)&lt;/script>&amp;"');
  });
});
