import type { FastifyInstance } from 'fastify';
import { backgroundCache } from './background-cache';
import { drawCdn, FIRST_VIEW_TILES } from './image-preload';
import { lobbyListAddress } from './list-preload';
import { isPlainHost } from './status-preload';
import { bannerArt } from './src/pages/home/hero-art';
import { cdnUrl } from '../sdk/rules/cdn';
import { routeFor } from './src/app/routes';

const strings = (list: unknown) =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

export type FirstView = { cdn: string | undefined; art: readonly string[]; hero?: string };

/**
 * What a page's HTML names and preloads of its first view's art (image-preload.ts): an image CDN
 * drawn from the brand's list for the host the visitor reached, and the art of the page's largest
 * paint on a phone, home's hero or a lobby's first games. Both come from the platform's answers
 * to the calls the portal itself makes (through the sandbox, or the proxy to the real platform),
 * kept a minute and never waited for (background-cache.ts).
 */
export function firstViewArt(app: FastifyInstance, merchant: string) {
  const platformAnswer = async <T>(url: string, host: string, read: (value: unknown) => T) => {
    const answer = await app.inject({ method: 'GET', url, headers: { host, merchant } });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
    return read(answer.json<{ value?: unknown }>().value);
  };
  const imageCdns = backgroundCache((host) =>
    platformAnswer(`/wps/system/status?url=${encodeURIComponent(host)}`, host, (value) =>
      strings((value as { info?: { imageCDNs?: unknown } } | undefined)?.info?.imageCDNs),
    ),
  );
  const firstGames = backgroundCache((address) =>
    platformAnswer(address, 'localhost', (value) =>
      strings(
        ((value as { games?: { showIcon?: unknown }[] } | undefined)?.games ?? [])
          .slice(0, FIRST_VIEW_TILES)
          .map((game) => game.showIcon),
      ),
    ),
  );
  return {
    /**
     * The CDN for a page of `host` (undefined while its list is not known, or for a Host header
     * that is not a plain host), the art to preload for `url` (paths on that CDN) and, on home,
     * the address of the hero the page's outline shows (home-shell.ts).
     */
    forPage(host: string | undefined, url: string, language: string): FirstView {
      const cdn = host && isPlainHost(host) ? drawCdn(imageCdns.peek(host)) : undefined;
      if (!cdn) return { cdn, art: [] };
      if (routeFor(url.split('?')[0]!)?.page === 'home')
        return { cdn, art: [bannerArt(0)], hero: cdnUrl(cdn, bannerArt(0)) };
      const list = lobbyListAddress(url, merchant, language);
      return { cdn, art: (list && firstGames.peek(list)) || [] };
    },
  };
}
