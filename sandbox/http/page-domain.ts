import { Fault } from './fault';

/** The host of a URL header, or undefined when it is missing or not a URL. */
function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a call from a page on one of the brand's domains the platform no longer serves there.
 * The page's domain is its Origin, else its Referer (a same-origin GET sends only that), else the
 * Host reached: behind the portal's proxy the Host is the platform's own, the page's headers are not.
 * A listed domain matches with or without its port.
 */
export function refuseUnavailableDomain(
  unavailable: ReadonlySet<string>,
  headers: { origin?: string; referer?: string; host: string },
) {
  if (unavailable.size === 0) return;
  const host = hostOf(headers.origin) ?? hostOf(headers.referer) ?? headers.host;
  if (unavailable.has(host) || unavailable.has(host.replace(/:\d+$/, '')))
    throw new Fault(403, 'domain_not_available', 'This domain is not available, please use another');
}
