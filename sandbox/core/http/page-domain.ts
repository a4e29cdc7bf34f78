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
 * How the domain question applies to a call. The page on a blocked domain still learns where else
 * the brand answers (domainRoute, whose list and customer service its dialog shows), and pings
 * each of those domains from there: a ping asks about the domain it reached (its Host), not about
 * the page that sent it.
 */
export type DomainCheck = 'page' | 'reached' | 'none';

export const domainCheckOf = (endpointName: string, tag: string): DomainCheck =>
  tag === 'sandbox' || endpointName === 'domainRoute' ? 'none' : endpointName === 'ping' ? 'reached' : 'page';

/**
 * Refuses a call from a page on one of the brand's domains the platform no longer serves there.
 * The page's domain is its Origin, else its Referer (a same-origin GET sends only that), else the
 * Host reached: behind the portal's proxy the Host is the platform's own, the page's headers are not.
 * A listed domain matches with or without its port.
 */
export function refuseUnavailableDomain(
  unavailable: ReadonlySet<string>,
  headers: { origin?: string; referer?: string; host: string },
  check: DomainCheck = 'page',
) {
  if (unavailable.size === 0 || check === 'none') return;
  const host =
    check === 'reached' ? headers.host : (hostOf(headers.origin) ?? hostOf(headers.referer) ?? headers.host);
  if (unavailable.has(host) || unavailable.has(host.replace(/:\d+$/, '')))
    throw new Fault(403, 'domain_not_available', 'This domain is not available, please use another');
}
