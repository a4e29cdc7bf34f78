import { IMAGE_CDN_META } from './src/pages/home/hero-art';
import { cdnUrl, pickCdn } from '../sdk/rules/cdn';
import { withHeadLinks } from './head-links';
import { attribute } from './html-attribute';

/** A lobby's games whose art its HTML preloads: a phone's first view, two rows of two. */
export const FIRST_VIEW_TILES = 4;

/** One of the brand's image CDNs at random (SPEC §3), or undefined when none is known. */
export const drawCdn = (cdns: readonly string[] | undefined, random: () => number = Math.random) =>
  cdns?.length ? pickCdn(cdns, random) : undefined;

/**
 * The page with the image CDN it is served with named in a meta tag (the portal keeps it, see
 * rules.chooseCdn), and `images` (paths on that CDN: home's hero art, a lobby's first games' art,
 * a phone's largest paint) preloaded by the HTML itself. The portal asked for them only once its
 * scripts had run and its calls had answered: on a phone's line, the scripts' download and run
 * stood between the first byte and the largest paint's request. Without a CDN (the host's list not
 * known yet) the page is left as it was.
 */
export function withImagePreload(html: string, drawn: string | undefined, images: readonly string[]): string {
  const cdn = drawn?.replace(/\/+$/, '');
  if (!cdn) return html;
  return withHeadLinks(html, [
    `<meta name="${IMAGE_CDN_META}" content="${attribute(cdn)}">`,
    ...images.map(
      (path) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(cdnUrl(cdn, path))}">`,
    ),
  ]);
}
