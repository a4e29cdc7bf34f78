import type { BrandConfig } from '../config/brand';

export type ThemeMode = 'dark' | 'light';
/** index.html's inline script reads the same key before the first paint (theme-before-paint.test.ts). */
const STORAGE_KEY = 'croupierTheme';

function storedMode(): ThemeMode | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Applies the visitor's theme (or the brand's default) and the brand's colours to the page. */
export function applyTheme(brand: BrandConfig) {
  const root = document.documentElement;
  root.dataset.theme = storedMode() ?? brand.theme.mode;
  if (brand.theme.brand) root.style.setProperty('--cr-brand', brand.theme.brand);
  if (brand.theme.accent) root.style.setProperty('--cr-accent', brand.theme.accent);
}

export function currentTheme(): ThemeMode {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

export function setTheme(mode: ThemeMode) {
  document.documentElement.dataset.theme = mode;
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Storage may be blocked; the choice then lasts for this page only.
  }
}
