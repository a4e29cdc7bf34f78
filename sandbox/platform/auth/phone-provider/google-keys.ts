import { createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The provider's current token-signing keys, as Firebase publishes them (X.509 certificates by key
 * id), kept for as long as the answer's Cache-Control allows. Only a brand on the real provider
 * reads them; the sandbox's own runs use the local emulator, which signs nothing.
 */
export const GOOGLE_TOKEN_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

export function createProviderKeys(url = GOOGLE_TOKEN_CERTS_URL, fetchFn: typeof fetch = fetch) {
  let cached: { keys: Map<string, KeyObject>; until: number } | undefined;
  return async function keysAt(nowMs: number): Promise<Map<string, KeyObject>> {
    if (cached && cached.until > nowMs) return cached.keys;
    const answer = await fetchFn(url, { signal: AbortSignal.timeout(5000) });
    if (!answer.ok) throw new Error(`the provider's keys: HTTP ${answer.status}`);
    const certs = (await answer.json()) as Record<string, string>;
    const keys = new Map(Object.entries(certs).map(([kid, pem]) => [kid, createPublicKey(pem)] as const));
    const maxAge = Number(/max-age=(\d+)/.exec(answer.headers.get('cache-control') ?? '')?.[1] ?? 0);
    cached = { keys, until: nowMs + Math.min(maxAge, 86_400) * 1000 };
    return keys;
  };
}

export type ProviderKeys = ReturnType<typeof createProviderKeys>;
