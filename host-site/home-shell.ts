import { attribute } from './html-attribute';
import { escapeHtml } from './src/config/brand';

/** Where index.html's splash starts and ends: the part of the page a shell may stand in for. */
export const SPLASH_START = '<!--splash-->';
export const SPLASH_END = '<!--/splash-->';

/**
 * The home page with its splash replaced by the page's own outline, drawn by index.html's inline
 * style before any script: the header's band, the side menu's place and the hero's art (`heroSrc`,
 * the image the head already preloads; `brandName` names the loading page) exactly where the portal then draws them. A phone saw a
 * spinner until the portal's code had arrived, run and rendered; it now sees the hero as soon as
 * the HTML and that one image are in. The portal's first render replaces the outline whole, so
 * nothing in it moves (no layout shift). Without an image (the CDN not known yet) or without the
 * splash's markers, the page is left as it was.
 */
export function withHomeShell(html: string, heroSrc: string | undefined, brandName: string): string {
  const start = html.indexOf(SPLASH_START);
  const end = html.indexOf(SPLASH_END);
  if (!heroSrc || start < 0 || end < start) return html;
  const name = escapeHtml(brandName);
  // To assistive technology, a page still loading: its main region names the brand, and the hero
  // is a progress bar, as the splash was.
  const shell = [
    '<div class="boot-shell">',
    '<div class="boot-shell__header" aria-hidden="true"><span class="boot-splash__chip boot-shell__chip"></span></div>',
    `<main class="boot-shell__body" aria-busy="true"><h1 class="boot-shell__title">${name}</h1>`,
    '<div class="boot-shell__side"></div>',
    `<div class="boot-shell__hero" role="progressbar" aria-label="${name}"><img src="${attribute(heroSrc)}" alt="" fetchpriority="high"></div>`,
    '</main></div>',
  ].join('');
  return html.slice(0, start) + shell + html.slice(end + SPLASH_END.length);
}
