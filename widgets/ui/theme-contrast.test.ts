import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read as a file: the test runner hands CSS imports over empty.
const css = readFileSync('widgets/ui/theme.css', 'utf8');

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** The tokens of each theme block of theme.css, light inheriting what it does not set. */
function themes(): Record<'dark' | 'light', Record<string, string>> {
  const [dark, light] = css.split(/:root\[data-theme='light'\]/);
  const tokens = (block: string) =>
    Object.fromEntries([...block!.matchAll(/(--cr-[\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]));
  const darkTokens = tokens(dark!);
  return { dark: darkTokens, light: { ...darkTokens, ...tokens(light!) } };
}

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  for (const [name, t] of Object.entries(themes())) {
    it(`${name}: white on the accent fill, at rest and on hover`, () => {
      expect(contrast('#ffffff', t['--cr-accent-fill']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', t['--cr-accent-fill-hover']!)).toBeGreaterThanOrEqual(4.5);
    });
    it(`${name}: text and muted text on the page and on surfaces`, () => {
      for (const ground of ['--cr-bg', '--cr-surface', '--cr-surface-2']) {
        expect(contrast(t['--cr-text']!, t[ground]!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(t['--cr-text-muted']!, t[ground]!)).toBeGreaterThanOrEqual(4.5);
      }
    });
    it(`${name}: the strong accent, the colour of a current tab's label, on the page and on surfaces`, () => {
      for (const ground of ['--cr-bg', '--cr-surface', '--cr-surface-2'])
        expect(contrast(t['--cr-accent-strong']!, t[ground]!)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
