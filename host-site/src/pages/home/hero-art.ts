import type { Croupier } from '@sdk/runtime';
import { cdnUrl } from '@sdk/rules/cdn';

/**
 * The meta tag in which the host site's HTML names the image CDN it preloaded the hero from
 * (image-preload.ts); main.tsx hands it to the SDK.
 */
export const IMAGE_CDN_META = 'croupier-image-cdn';

/** A carousel slide's generated artwork, on the image CDN. */
export const bannerArt = (slide: number) => `banners/${slide}.svg`;

/**
 * Asks for the first slide's art (the home page's largest paint on a phone) as soon as the status
 * call names the image CDN, instead of when the carousel first renders: that render waits for the
 * portal's start, and a member's start for their account and balance calls. The carousel's own
 * `<img>` then takes the preloaded image. Asked again (the modals wait on the same preload), it
 * adds no second link.
 */
export function preloadHeroArt(
  state: Pick<Croupier['state'], 'status' | 'imageCdn'>,
  doc: Document = document,
): void {
  const stop = state.status.subscribe((status) => {
    if (!status) return;
    // The first call runs inside subscribe, before `stop` is assigned. A status set again before
    // the stop finds the link already there.
    queueMicrotask(() => stop());
    const href = cdnUrl(state.imageCdn.value, bannerArt(0));
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    if (links.some((link) => link.href === new URL(href, doc.baseURI).href)) return;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = href;
    doc.head.append(link);
  });
}
