import { routeFor } from './src/app/routes';
import { IMAGE_CDN_META, bannerArt } from './src/pages/home/hero-art';
import { cdnUrl } from '../sdk/rules/cdn';
import { withHeadLinks } from './head-links';

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The page with the image CDN it is served with named in a meta tag (the portal keeps it, see
 * rules.chooseCdn), and, on the home page, its hero art (a phone's largest paint) preloaded from
 * that CDN by the HTML itself. The portal asked for it only once its scripts had run and its
 * status call had named a CDN: on a phone's line, the scripts' download and run stood between the
 * first byte and the largest paint's request. Without a CDN (the host's list not known yet) the
 * page is left as it was.
 */
export function withHeroPreload(html: string, path: string, drawn: string | undefined): string {
  const cdn = drawn?.replace(/\/+$/, '');
  if (!cdn) return html;
  const meta = `<meta name="${IMAGE_CDN_META}" content="${attribute(cdn)}">`;
  if (routeFor(path)?.page !== 'home') return withHeadLinks(html, [meta]);
  const href = attribute(cdnUrl(cdn, bannerArt(0)));
  return withHeadLinks(html, [meta, `<link rel="preload" as="image" fetchpriority="high" href="${href}">`]);
}
