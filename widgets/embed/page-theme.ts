import { parseRgb, themeFor, type PageLook } from '../../sdk/rules/theme';

/** Below this opacity a background lets the page behind show through: look further out. */
const OPAQUE = 0.5;

/**
 * What the page shows around `element`: the `color-scheme` it inherits (or the page's
 * `<meta name="color-scheme">`), the first background colour painted behind it, and the device's
 * preference. The scheme is read from the parent: the widget's own shadow styles set one on it.
 * Behind everything a top-level page has a white canvas; a frame's canvas shows its parent page,
 * which it cannot see (the framing helper tells it instead).
 */
export function pageLookAround(element: Element): PageLook {
  const view = element.ownerDocument.defaultView ?? window;
  const doc = element.ownerDocument;
  const outside = (node: Element) =>
    node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  let colorScheme = view.getComputedStyle(outside(element) ?? doc.documentElement).colorScheme;
  if (!colorScheme || colorScheme === 'normal')
    colorScheme = doc.querySelector('meta[name="color-scheme"]')?.getAttribute('content') ?? 'normal';
  let background: string | undefined;
  for (let node: Element | null = element; node && !background; node = outside(node)) {
    const color = view.getComputedStyle(node).backgroundColor;
    if ((parseRgb(color)?.a ?? 0) >= OPAQUE) background = color;
  }
  if (!background && view === view.top) background = 'rgb(255, 255, 255)';
  return { colorScheme, background, prefersDark: view.matchMedia('(prefers-color-scheme: dark)').matches };
}

/**
 * Applies a widget's theme now and, for `auto` (or none), again whenever the page changes its
 * look: the device switches between light and dark, or the page switches its own theme (a class,
 * an attribute or a style on its root or body). `apply` hears each change once, with the page's
 * look it was decided from. Returns a stop.
 */
export function followPageTheme(
  element: Element,
  option: unknown,
  apply: (theme: 'light' | 'dark', look: PageLook) => void,
): () => void {
  let current = '';
  const decide = () => {
    const look = pageLookAround(element);
    const theme = themeFor(typeof option === 'string' ? option : undefined, look);
    const key = `${theme} ${look.background ?? ''}`;
    if (key === current) return;
    current = key;
    apply(theme, look);
  };
  decide();
  if (option === 'light' || option === 'dark') return () => undefined;
  const view = element.ownerDocument.defaultView ?? window;
  const media = view.matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', decide);
  const observer = new MutationObserver(decide);
  const watched = {
    attributes: true,
    attributeFilter: ['class', 'style', 'data-theme', 'data-color-scheme'],
  };
  observer.observe(element.ownerDocument.documentElement, watched);
  if (element.ownerDocument.body) observer.observe(element.ownerDocument.body, watched);
  return () => {
    media.removeEventListener('change', decide);
    observer.disconnect();
  };
}
