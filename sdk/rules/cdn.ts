/**
 * SPEC §3: image and game CDNs are picked at random from the brand's lists.
 *
 * @example
 * rules.pickCdn(['https://a.example', 'https://b.example'], () => 0.7); // 'https://b.example'
 */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length === 0) return '';
  return cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))]!.replace(/\/+$/, '');
}

/**
 * The CDN a page uses: `chosen` (the one its server drew and preloaded from, see the host site's
 * hero preload) when the brand's list has it, so the preloaded image is the one the page shows;
 * otherwise one drawn at random (pickCdn). A chosen CDN the list lacks is never used.
 *
 * @example
 * rules.chooseCdn(['/cdn/a', '/cdn/b/'], '/cdn/b'); // '/cdn/b'
 * rules.chooseCdn(['/cdn/a'], 'https://evil.example', () => 0); // '/cdn/a'
 */
export function chooseCdn(
  cdns: readonly string[],
  chosen: string | undefined,
  random: () => number = Math.random,
): string {
  const trimmed = (cdn: string) => cdn.replace(/\/+$/, '');
  const listed = chosen ? cdns.find((cdn) => trimmed(cdn) === trimmed(chosen)) : undefined;
  return listed === undefined ? pickCdn(cdns, random) : trimmed(listed);
}

/**
 * A path on a CDN: `cdn` + `/` + `path` (absolute URLs pass through).
 *
 * @example
 * rules.cdnUrl('https://cdn.example', '/games/icon.png'); // 'https://cdn.example/games/icon.png'
 */
export function cdnUrl(cdn: string, path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('data:')) return path;
  return `${cdn}/${path.replace(/^\/+/, '')}`;
}

/**
 * A CDN the brand gives as a path (`/cdn/a`) is on the platform's origin, not the page's: a
 * partner page or a React app is served from elsewhere.
 *
 * @example
 * rules.cdnOnPlatform('/cdn', 'https://portal.example'); // 'https://portal.example/cdn'
 */
export function cdnOnPlatform(cdn: string, platformUrl: string): string {
  if (!platformUrl || !cdn.startsWith('/') || cdn.startsWith('//')) return cdn;
  return new URL(cdn, platformUrl).href.replace(/\/+$/, '');
}
