import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import { platformPath } from './proxy-path';
import { proxyChatSocket } from './proxy-socket';

/**
 * What the platform's own page relies on, and nothing more: its headers, the gateway version, the
 * key fetch's cache bypass, the cookie its captcha session rides on (answered with Set-Cookie),
 * and the page's Origin and Referer, which a browser would have sent the platform itself (a game
 * vendor is told which page may frame its game by them: a launch is a GET, sent with a Referer only).
 */
const FORWARDED = [
  'merchant',
  'device',
  'language',
  'authorization',
  'encryption',
  'content-type',
  'accept',
  'x-gateway-version',
  'cache-control',
  'cookie',
  'origin',
  'referer',
];

/**
 * The player's address for the platform (its rate limits and `token_ip_different` check key on
 * it): Fastify's `request.ip` is the socket's address, or with TRUST_PROXY the address the
 * operator's own proxies saw. Never the client's X-Forwarded-For, appended to or not.
 */
const playerAddress = (request: FastifyRequest) => request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** A platform cookie set for the portal's own host: its Domain attribute would name the platform's. */
const withoutDomain = (cookie: string) => cookie.replace(/;\s*domain=[^;]*/gi, '');

const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Forwards the platform API (/wps, /lgw, /lotto), its image CDN's paths (/cdn) and the chat
 * room's socket to a real platform at `target`.
 */
export async function proxyPlatform(app: FastifyInstance, target: string) {
  const origin = new URL(target).origin;
  // Kept-alive connections, reused across players: a fetch per call (a socket and WHATWG streams
  // each time) kept the balance p99 through the proxy at 78-85 ms; a pool brings it to about 32.
  const pool = new Pool(origin, { connections: 64, keepAliveTimeout: 30_000 });
  app.addHook('onClose', () => pool.close());
  // The chat room's WebSocket goes through the portal too (same origin for the page, its CSP's 'self').
  await proxyChatSocket(app, origin, playerAddress);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  // The API takes every method; the image CDN's art is only read.
  for (const [prefix, methods] of [
    ['/wps/*', ALL],
    ['/lgw/*', ALL],
    ['/lotto/*', ALL],
    ['/cdn/*', ['GET', 'HEAD']],
  ] as const) {
    app.route({
      method: [...methods],
      url: prefix,
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const path = platformPath(request.url);
        if (!path)
          return reply
            .status(400)
            .send({ success: false, errorCode: 'invalid_request', message: 'Not a platform API path' });
        const headers: Record<string, string> = {};
        for (const name of FORWARDED) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        headers['x-forwarded-for'] = playerAddress(request);
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
        const answer = await pool
          .request({
            path,
            method: request.method as Dispatcher.HttpMethod,
            headers,
            body: hasBody
              ? Buffer.isBuffer(request.body)
                ? request.body
                : JSON.stringify(request.body)
              : undefined,
            headersTimeout: 120_000,
            bodyTimeout: 120_000,
          })
          .then(async (response) => ({ ...response, bytes: Buffer.from(await response.body.arrayBuffer()) }))
          .catch(() => undefined);
        if (!answer)
          return reply
            .status(502)
            .send({ success: false, errorCode: 'network_error', message: 'The platform did not answer' });
        reply.status(answer.statusCode);
        const type = answer.headers['content-type'];
        if (typeof type === 'string') reply.type(type);
        // How long the answer keeps (the CDN's art for a day): the page's images come back from its cache.
        const keep = answer.headers['cache-control'];
        if (typeof keep === 'string') reply.header('cache-control', keep);
        // The platform's session cookie is the page's: the portal is the only origin the page sees.
        const setCookie = answer.headers['set-cookie'];
        const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
        if (cookies.length > 0) reply.header('set-cookie', cookies.map(withoutDomain));
        return reply.send(answer.bytes);
      },
    });
  }
}
