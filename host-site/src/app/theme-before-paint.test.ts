import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND } from '../config/brand';
import { applyTheme, setTheme } from './theme';

/** The scripts index.html runs inline, before the portal's code (and before the first paint). */
const inlineScripts = [
  ...readFileSync(join(process.cwd(), 'host-site/index.html'), 'utf8').matchAll(
    /<script>([\s\S]*?)<\/script>/g,
  ),
].map(([, body]) => body!);

const runPageScripts = () => {
  for (const body of inlineScripts) new Function(body)();
};
const theme = () => document.documentElement.dataset.theme;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.dataset.theme = 'dark';
});

describe("index.html's theme script", () => {
  it('exists, so the tests below test something', () => {
    expect(inlineScripts).toHaveLength(1);
  });

  it('paints the theme a player chose (where theme.ts keeps it) before the portal runs', () => {
    setTheme('light');
    document.documentElement.dataset.theme = 'dark';
    runPageScripts();
    expect(theme()).toBe('light');
    // The portal's own pass agrees with it: the stored choice wins over the brand's theme.
    applyTheme(DEFAULT_BRAND);
    expect(theme()).toBe('light');
  });

  it("leaves the brand's theme to a player who chose none, or whose stored value is not a theme", () => {
    runPageScripts();
    expect(theme()).toBe('dark');
    localStorage.setItem('croupierTheme', 'neon');
    runPageScripts();
    expect(theme()).toBe('dark');
  });

  it('keeps quiet when the browser blocks storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(runPageScripts).not.toThrow();
    expect(theme()).toBe('dark');
  });
});
