import { domainRoute } from '../contract/endpoints/system';
import type { PlatformClient } from '../client/create-client';
import { decryptServiceLink } from '../client/service-link';
import { candidateDomains } from '../rules/domain-route';
import { isWebUrl } from '../rules/service-link';

/** How long one domain may take to answer its ping, as on the platform's page (C 2152–2155). */
const PING_TIMEOUT_MS = 10_000;

/**
 * What a page on a domain the platform no longer serves can offer the player: a domain of the
 * brand that answered (undefined when none did) and the brand's customer service.
 *
 * @example
 * const rescue: DomainRescue = await findWorkingDomain(croupier.client);
 * if (rescue.origin) location.replace(rules.domainRetryUrl(rescue.origin, location.search));
 */
export interface DomainRescue {
  readonly origin?: string;
  /** Each channel's title and its link, unsealed; only web links. */
  readonly services: readonly { readonly title: string; readonly url: string }[];
}

/**
 * On `domain_not_available` (the `domain:unavailable` event), as the platform's page does (C
 * 2196–2236): reads the brand's domains and customer service (domainRoute answers on any domain),
 * then pings a random ten of the domains from this page and keeps the first that answers. Never
 * throws: what cannot be learnt is left out.
 *
 * @example
 * croupier.events.on('domain:unavailable', async () => {
 *   const { origin, services } = await findWorkingDomain(croupier.client);
 *   console.log(origin ?? 'no domain answered', services.map((s) => s.title));
 * });
 */
export async function findWorkingDomain(
  client: PlatformClient,
  options: { fetch?: typeof fetch; random?: () => number } = {},
): Promise<DomainRescue> {
  const route = await client.call(domainRoute, {}).catch(() => undefined);
  if (!route) return { services: [] };
  const services = (route.customerService ?? []).flatMap(({ title, path }) => {
    const url = path?.startsWith('http') ? path : path && decryptServiceLink(path);
    return isWebUrl(url) ? [{ title, url }] : [];
  });
  const ping = async (origin: string) => {
    const answer = await (options.fetch ?? fetch)(`${origin}/wps/system/test/ping?speed=${Date.now()}`, {
      signal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
    if (!answer.ok) throw new Error(`${origin} answered ${answer.status}`);
    return origin;
  };
  const origin = await Promise.any(candidateDomains(route.domainList, options.random).map(ping)).catch(
    () => undefined,
  );
  return { origin, services };
}
