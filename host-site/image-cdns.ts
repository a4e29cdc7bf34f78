import { pickCdn } from '../sdk/rules/cdn';

/** How long a host's list is used before it is asked for again (answers keep coming meanwhile). */
const FRESH_MS = 60_000;
/** Hosts remembered at most: the Host header is the visitor's to write. */
const MAX_HOSTS = 64;

interface Entry {
  readonly cdns: readonly string[];
  readonly at: number;
}

/**
 * The brand's image CDNs for each host the site is reached on, as the platform's status call
 * lists them, so the page's HTML can name one and preload the home page's hero from it
 * (hero-preload.ts). A page never waits for the list: a host's first page goes without, and a
 * list older than a minute is asked for again while the old one still serves. `askStatus` gives
 * the host's `imageCDNs`; a failed call leaves the host as it was.
 */
export function imageCdnCache(
  askStatus: (host: string) => Promise<readonly string[]>,
  now: () => number = Date.now,
) {
  const entries = new Map<string, Entry>();
  const asking = new Set<string>();
  const ask = (host: string) => {
    if (asking.has(host)) return;
    asking.add(host);
    void askStatus(host)
      .then((cdns) => {
        entries.delete(host);
        entries.set(host, { cdns, at: now() });
        if (entries.size > MAX_HOSTS) entries.delete(entries.keys().next().value!);
      })
      .catch(() => undefined)
      .finally(() => asking.delete(host));
  };
  return {
    /** A CDN drawn at random from `host`'s list (SPEC §3), or undefined while it is not known. */
    draw(host: string, random: () => number = Math.random): string | undefined {
      const entry = entries.get(host);
      if (!entry || now() - entry.at > FRESH_MS) ask(host);
      return entry?.cdns.length ? pickCdn(entry.cdns, random) : undefined;
    },
  };
}
