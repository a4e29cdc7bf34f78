import { isIP } from 'node:net';

/** What Fastify's `trustProxy` option takes: nothing, proxy addresses, or a per-hop decision. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Fastify's `trustProxy` from TRUST_PROXY. Rate limits and sessions key on the client address, so
 * X-Forwarded-For is believed only as far as the operator's own proxies wrote it:
 * - unset, empty or `0`: never (the socket address is the client);
 * - a hop count (`1`: one proxy in front): the entry that many hops back, so a client cannot push
 *   a made-up address in front of the one the proxy appended (only when nobody can reach the
 *   server except through those proxies: a direct client would be taken for one);
 * - a comma list of proxy addresses or CIDRs (or `loopback`, `linklocal`, `uniquelocal`): entries
 *   written by those addresses only.
 * Anything else (`true`, a host name, …) stops the start: trusting every hop would let any client
 * choose its own address.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    // Not Fastify's numeric form: its number trusts nothing (it cannot check the nearest peer).
    // Here the operator states that every request comes through `hops` proxies of theirs.
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length)
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma list of proxy addresses or CIDRs; not ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    );
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
