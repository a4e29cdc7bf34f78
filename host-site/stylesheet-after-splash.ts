// Read by vite.config.ts as well: no imports, so the config loads it as it is.

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * The page with its style sheets linked at the end of its body, after the splash, not in its
 * head. A style sheet in the head holds every paint until it has arrived, a phone's round trip
 * after the page; after the splash it holds only the parser, so the splash (styled inline in
 * index.html) paints at once, and the portal's scripts, which wait for the parser and for the
 * style sheets before them, still run only once the sheet is in: no unstyled portal.
 */
export function stylesheetsAfterSplash(html: string): string {
  const links = html.match(STYLESHEET)?.map((link) => link.trim()) ?? [];
  if (links.length === 0) return html;
  return html
    .replace(STYLESHEET, '')
    .replace('</body>', `${links.map((link) => `  ${link}\n`).join('')}  </body>`);
}
