// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyPlatform } from './proxy';
import { trustProxyFrom, type TrustProxy } from '../sandbox/core/http/trust-proxy';

/**
 * Proxy mode against a fake platform on a free port: what reaches the platform is a path under
 * the API and the player's real address, whatever the client wrote.
 */
interface Seen {
  url: string;
  xff?: string;
  body?: unknown;
  headers?: Record<string, unknown>;
}
let seen: Seen[] = [];
let upstream: FastifyInstance;
const proxies: FastifyInstance[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.all('*', async (request, reply) => {
    seen.push({
      url: request.url,
      xff: request.headers['x-forwarded-for'] as string | undefined,
      body: request.body,
    });
    if (request.url.startsWith('/wps/captcha')) {
      seen[seen.length - 1]!.headers = { ...request.headers };
      reply.header('set-cookie', [
        'SESSION=abc; Path=/; Domain=platform.example; HttpOnly',
        'lang=EN; Path=/',
      ]);
    }
    if (request.url.startsWith('/cdn/'))
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send('<svg/>');
    return { success: true, value: 'upstream' };
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const proxy of proxies) await proxy.close();
  await upstream.close();
});

/** A portal in proxy mode on a free port; `trustProxy` as the server would pass it to Fastify. */
async function startProxy(trustProxy: TrustProxy = false) {
  const app = Fastify({ trustProxy });
  await proxyPlatform(app, `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  proxies.push(app);
  return (app.server.address() as AddressInfo).port;
}

/** A request with the path exactly as written: fetch() would resolve the dot segments itself. */
function raw(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{
    status: number;
    body: string;
    setCookie?: string[];
    headers: Record<string, unknown>;
  }>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            setCookie: response.headers['set-cookie'],
            headers: response.headers,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('proxy mode', () => {
  it("carries the captcha session's cookie both ways, the gateway version and the page's origin and referer, and no other header", async () => {
    const port = await startProxy();
    seen = [];
    const answer = await raw(port, '/wps/captcha', {
      headers: {
        cookie: 'SESSION=abc',
        'x-gateway-version': '3',
        'cache-control': 'no-cache',
        origin: 'http://portal.example',
        'x-custom': 'dropped',
        referer: 'http://portal.example/lottery',
      },
    });
    expect(answer.setCookie).toEqual(['SESSION=abc; Path=/; HttpOnly', 'lang=EN; Path=/']);
    const headers = seen[0]!.headers!;
    expect(headers).toMatchObject({
      cookie: 'SESSION=abc',
      'x-gateway-version': '3',
      'cache-control': 'no-cache',
      // A launch is a GET, sent without an Origin: the platform learns the launching page from these.
      origin: 'http://portal.example',
      referer: 'http://portal.example/lottery',
    });
    expect(headers['x-custom']).toBeUndefined();
  });

  it('forwards an API call with its path, query and body', async () => {
    const port = await startProxy();
    seen = [];
    const get = await raw(port, '/wps/relay/GCSGAME_gameList?pageSize=50&gameName=a%20b');
    expect(get.status).toBe(200);
    const post = await raw(port, '/lgw/member/info', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(post.status).toBe(200);
    expect(seen).toEqual([
      { url: '/wps/relay/GCSGAME_gameList?pageSize=50&gameName=a%20b', xff: '127.0.0.1', body: undefined },
      { url: '/lgw/member/info', xff: '127.0.0.1', body: { a: 1 } },
    ]);
  });

  it('reads the image CDN’s art under /cdn from the platform, with its type and how long it keeps, and sends it nothing', async () => {
    const port = await startProxy();
    seen = [];
    const art = await raw(port, '/cdn/a/banners/0.svg');
    expect(art).toMatchObject({ status: 200, body: '<svg/>' });
    expect(art.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
    expect((await raw(port, '/cdn/a/banners/0.svg', { method: 'HEAD' })).status).toBe(200);
    expect((await raw(port, '/cdn/a/banners/0.svg', { method: 'POST', body: 'x' })).status).toBe(404);
    expect((await raw(port, '/cdn/a/..%2f..%2fadmin')).status).toBe(400);
    expect(seen.map((s) => s.url)).toEqual(['/cdn/a/banners/0.svg', '/cdn/a/banners/0.svg']);
  });

  it('sends the socket address as X-Forwarded-For, never one the client wrote', async () => {
    const port = await startProxy();
    seen = [];
    await raw(port, '/wps/system/status', { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(seen.map((s) => s.xff)).toEqual(['127.0.0.1']);
  });

  it('behind one trusted proxy, sends the address that proxy saw, not one pushed in front', async () => {
    const port = await startProxy(trustProxyFrom('1'));
    seen = [];
    await raw(port, '/wps/system/status', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
    expect(seen.map((s) => s.xff)).toEqual(['203.0.113.9']);
  });

  it.each([
    '/wps/../x',
    '/wps/./../sandbox/outbox/sms',
    '/wps/%2e%2e/x',
    '/wps/%2E%2E%2Fadmin',
    '/wps/%2e%2e%2f%2e%2e%2fadmin',
    '/wps/%252e%252e/admin',
    '/wps/%252e%252e%252fadmin',
    '/lgw/..%5cadmin',
    '/lotto/..\\admin',
    '/wps/a/%2e%2e/%2e%2e/x',
    '/wps/a%2fb',
    '/wps/%00',
  ])('refuses %s and never sends it to the platform', async (path) => {
    const port = await startProxy();
    seen = [];
    const answer = await raw(port, path);
    expect([400, 404]).toContain(answer.status);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: expect.any(String) });
    expect(seen).toEqual([]);
  });
});
