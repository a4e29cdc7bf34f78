import { withHeadLinks } from './head-links';

/**
 * The page's first platform call, `/wps/system/status?url=<host>`, asked for by the HTML itself
 * (a fetch preload) so it travels beside the scripts instead of after them: the SDK's own fetch
 * of the same address takes the preloaded answer. The host is the one the browser asked for, as
 * the SDK reads it (`location.host`); a name that is not a plain host gets no preload.
 */
export function withStatusPreload(html: string, host: string | undefined): string {
  if (!host || !isPlainHost(host)) return html;
  return withFetchPreload(html, `/wps/system/status?url=${encodeURIComponent(host)}`);
}

/** A host name (or address) with an optional port, nothing else: what a Host header should be. */
export const isPlainHost = (host: string) =>
  /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host);

/** The page with a fetch preload of `href` in its head (the SDK's own fetch takes its answer). */
export function withFetchPreload(html: string, href: string): string {
  const attribute = href.replaceAll('&', '&amp;');
  return withHeadLinks(html, [`<link rel="preload" as="fetch" crossorigin href="${attribute}">`]);
}
