/**
 * A widget's theme: `light` or `dark` as the partner chose, or `auto`, following the page the
 * widget sits in.
 *
 * @example
 * const theme: rules.ThemeOption = 'auto';
 */
export type ThemeOption = 'light' | 'dark' | 'auto';

/**
 * What a widget can read of the page around it, for an `auto` theme.
 *
 * @example
 * const around: rules.PageLook = { colorScheme: 'normal', background: 'rgb(244, 241, 234)', prefersDark: true };
 */
export interface PageLook {
  /** The page's `color-scheme` where the widget sits (its computed value, or the page's `<meta name="color-scheme">`). */
  readonly colorScheme?: string;
  /** The first colour painted behind the widget, as CSS gives it (`rgb(…)`); undefined when unknown (inside a frame). */
  readonly background?: string;
  /** Whether the visitor's device prefers dark (`prefers-color-scheme: dark`). */
  readonly prefersDark: boolean;
}

/**
 * An sRGB colour `rgb(r, g, b)` or `rgba(r, g, b, a)` (commas or spaces, as browsers serialize
 * computed colours), or undefined for anything else.
 *
 * @example
 * rules.parseRgb('rgba(18, 64, 47, 0.5)'); // { r: 18, g: 64, b: 47, a: 0.5 }
 */
export function parseRgb(text: string): { r: number; g: number; b: number; a: number } | undefined {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(
    text.trim(),
  );
  if (!match) return undefined;
  const alpha =
    match[4] === undefined ? 1 : match[4].endsWith('%') ? parseFloat(match[4]) / 100 : Number(match[4]);
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha };
}

/** WCAG's relative luminance of an sRGB colour (0 black, 1 white). */
function luminance({ r, g, b }: { r: number; g: number; b: number }): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The theme a widget takes. An explicit `light` or `dark` wins. `auto` (or none) follows the
 * page: its `color-scheme` when it names one scheme (both: the device's preference), else the
 * colour behind the widget (dark text reads better on it, or light text: WCAG contrast), else
 * the device's preference. So a widget on a light partner page is never light text on white.
 *
 * @example
 * rules.themeFor('auto', { colorScheme: 'normal', background: 'rgb(244, 241, 234)', prefersDark: true }); // 'light'
 * rules.themeFor(undefined, { colorScheme: 'dark', prefersDark: false }); // 'dark'
 */
export function themeFor(option: string | undefined, page: PageLook): 'light' | 'dark' {
  if (option === 'light' || option === 'dark') return option;
  const schemes = (page.colorScheme ?? '').split(/\s+/);
  const light = schemes.includes('light');
  const dark = schemes.includes('dark');
  if (light !== dark) return light ? 'light' : 'dark';
  if (light && dark) return page.prefersDark ? 'dark' : 'light';
  const background = page.background === undefined ? undefined : parseRgb(page.background);
  if (background) {
    // Which text colour has the better contrast on it: black wins on light backgrounds.
    const l = luminance(background);
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? 'light' : 'dark';
  }
  return page.prefersDark ? 'dark' : 'light';
}
