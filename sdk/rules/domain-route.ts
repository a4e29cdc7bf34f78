/**
 * The platform's page pings at most this many of the brand's domains (C 2181, 2297) when its own
 * is not available.
 *
 * @example
 * rules.candidateDomains(list).length <= rules.PING_DOMAINS_AT_MOST; // true
 */
export const PING_DOMAINS_AT_MOST = 10;

/**
 * The origin the page pings for one of domainRoute's names, as the platform's page builds it
 * (C 2159–2165): https only when the name says so, any path dropped.
 *
 * @example
 * rules.domainOrigin('Backup.Brand.example'); // 'http://backup.brand.example'
 * rules.domainOrigin('https://m.brand.example/home'); // 'https://m.brand.example'
 */
export function domainOrigin(domainName: string): string {
  const scheme = domainName.includes('https') ? 'https' : 'http';
  const host = domainName
    .toLowerCase()
    .replace(/(http|https):\/\//, '')
    .replace(/\/.*/, '');
  return `${scheme}://${host}`;
}

/**
 * Which of the brand's domains to ping: a random {@link PING_DOMAINS_AT_MOST} of them (a fair
 * Fisher–Yates shuffle), so that players spread over the brand's domains rather than all landing
 * on the first one listed.
 *
 * @example
 * rules.candidateDomains([{ domainName: 'a.example' }, { domainName: 'b.example' }]);
 * // ['http://b.example', 'http://a.example'] or the other order
 */
export function candidateDomains(
  list: readonly { domainName: string }[],
  random: () => number = Math.random,
): string[] {
  const origins = list.map((d) => domainOrigin(d.domainName));
  for (let i = origins.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [origins[i], origins[j]] = [origins[j]!, origins[i]!];
  }
  return origins.slice(0, PING_DOMAINS_AT_MOST);
}

/** The address parameters that may carry the affiliate code the visitor arrived with. */
const AFFILIATE_PARAMS = ['affiliateCode', 'code', 'aff'];

/**
 * Where "retry" takes the player: the domain that answered, carrying the affiliate code and the
 * referral code (`r`) they arrived with, so a registration there still credits whoever invited
 * them (C 2268–2276).
 *
 * @example
 * rules.domainRetryUrl('http://backup.brand.example', '?aff=AG41X&r=M7&tab=2');
 * // 'http://backup.brand.example/?affiliateCode=AG41X&r=M7'
 */
export function domainRetryUrl(origin: string, search: string): string {
  const from = new URLSearchParams(search);
  const url = new URL(origin);
  const affiliateCode = AFFILIATE_PARAMS.map((p) => from.get(p)?.trim()).find(Boolean);
  const referral = from.get('r')?.trim();
  if (affiliateCode) url.searchParams.set('affiliateCode', affiliateCode);
  if (referral) url.searchParams.set('r', referral);
  return url.href;
}
