import type { TestSandbox } from '../harness';

/**
 * Requests exactly as the real platform's page sends them (PLATFORM-WIRE.md, "Headers, envelope,
 * errors"; chunk-web-view.a286710c.js 1984–2000, 2515–2566): Merchant, `Device: web`, `Language`,
 * `X-Gateway-Version: 3`, the raw token when there is one, and `Content-Type: application/json`
 * only when a body goes with the call. Nothing of the harness's own (no sandbox token).
 */
export function realClient(sandbox: TestSandbox, ip = '10.27.0.1') {
  const headers = (token?: string, body?: boolean): Record<string, string> => ({
    merchant: 'CROUPIER',
    device: 'web',
    language: 'EN',
    'x-gateway-version': '3',
    'x-forwarded-for': ip,
    ...(token ? { authorization: token } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  });
  return {
    async get(url: string, token?: string, extra: Record<string, string> = {}) {
      return sandbox.app.inject({ method: 'GET', url, headers: { ...headers(token), ...extra } });
    },
    async send(
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      body: unknown,
      extra: Record<string, string> = {},
    ) {
      return sandbox.app.inject({
        method,
        url,
        headers: { ...headers(extra.authorization, true), ...extra },
        payload: JSON.stringify(body),
      });
    },
    /** The key fetch: its own XMLHttpRequest, a stamp, `Cache-Control: no-cache` and nothing else. */
    async modulus() {
      const answer = await sandbox.app.inject({
        method: 'GET',
        url: `/wps/session/key/rsa?t=${Date.now()}`,
        headers: { 'cache-control': 'no-cache', 'x-forwarded-for': ip },
      });
      return answer;
    },
  };
}
