import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerArt } from './banner';

/**
 * Chromium does not count an image as a page's largest paint when it carries fewer than 0.05
 * bits per device pixel of its shown area ("low entropy": a placeholder). The hero banner on a
 * phone (about 388×267 CSS px at Lighthouse's 1.75 device pixel ratio) must count, or the page's
 * largest paint becomes a game tile that loads a second later.
 */
const PHONE_HERO_DEVICE_PIXELS = 388 * 267 * 1.75 ** 2;

describe('the home page banners', () => {
  it.each([0, 1, 2, 3])('banner %i carries the detail of a hero image', (n) => {
    const bytes = brotliCompressSync(bannerArt(n)).length;
    expect((bytes * 8) / PHONE_HERO_DEVICE_PIXELS).toBeGreaterThan(0.06);
  });

  it.each([0, 1, 2, 3])('banner %i is drawn in a few dozen elements', (n) => {
    // A browser lays out and paints an SVG image on the page's main thread, per element: the
    // sparkle's 190 discs and stars, one element each, were 250 layout objects in the hero.
    expect(bannerArt(n).match(/<[a-z]/gi)!.length).toBeLessThan(60);
  });

  it('is the same for the same banner and differs between banners', () => {
    expect(bannerArt(1)).toBe(bannerArt(1));
    expect(new Set([0, 1, 2, 3].map(bannerArt)).size).toBe(4);
  });
});
