import autocannon from 'autocannon';
import { sealForTest } from '../contract/seal';

/**
 * Latencies (ms) of `total` calls made by `concurrency` workers in parallel. `call` gets the call's
 * number and the worker's, so a caller can pin what each worker sends (one account per worker).
 */
export async function measure(
  concurrency: number,
  total: number,
  call: (i: number, worker: number) => Promise<Response>,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async (w: number) => {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      const response = await call(i, w);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`call ${i} failed: HTTP ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  return latencies;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

const headers = { merchant: 'CROUPIER', device: 'web', language: 'ES', 'content-type': 'application/json' };

/**
 * Logs in through the encrypted endpoint, as the browser does: the modulus fetched afresh (the
 * platform's page fetches it for every sealed call, and the sandbox rotates it), then the sealed
 * login. `ip` stands for a distinct client. `_key` is what callers fetched before; it is not used.
 */
export async function login(url: string, _key: string, username: string, ip: string): Promise<Response> {
  const sealed = sealForTest(await publicKey(url), { username, password: 'Demo2026', type: 'username' });
  return fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, encryption: sealed.header, 'x-forwarded-for': ip },
    body: JSON.stringify({ value: sealed.value }),
  });
}

/** The platform's RSA modulus, fetched as its page fetches it (text, no cache). */
export async function publicKey(url: string): Promise<string> {
  return (
    await fetch(`${url}/wps/session/key/rsa?t=${Date.now()}`, { headers: { 'cache-control': 'no-cache' } })
  ).text();
}

/**
 * `amount` authenticated GETs over 50 connections with autocannon (a load generator light enough
 * not to steal the server's CPU on a 2-core machine, unlike fetch).
 */
export async function hammer(
  url: string,
  token: string,
  amount: number,
): Promise<{ p99: number; rps: number }> {
  const result = await autocannon({
    url,
    connections: 50,
    amount,
    headers: { ...headers, authorization: token },
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { p99: result.latency.p99, rps: Math.round(result.requests.average) };
}
