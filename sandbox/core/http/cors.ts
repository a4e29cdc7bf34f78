import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ALLOWED_HEADERS =
  'Merchant, Device, Language, Authorization, Encryption, Content-Type, X-Gateway-Version, Cache-Control';
const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Which page origins may call the platform from a browser: the operator's list (CORS_ORIGINS,
 * comma-separated), or, when unset, pages served from this machine (partner demos on localhost);
 * and always the brand's partner origins (CROUPIER_PARTNER_ORIGINS or the partner switches, the
 * list that may also frame the widgets). Never `*`: a token-bearing API answers only origins it knows.
 */
export function corsPolicy(
  list: string | undefined,
  /** Read on every request: the partner switches change them while the server runs. */
  partnerOrigins: () => readonly string[] = () => [],
): (origin: string) => boolean {
  const split = (text: string | undefined) =>
    (text ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  const origins = split(list);
  const operator = origins.length
    ? (origin: string) => origins.includes(origin)
    : (origin: string) => LOCAL.test(origin);
  return (origin) => partnerOrigins().includes(origin) || operator(origin);
}

/** Adds CORS answers to the platform API, and answers its preflights. */
export function installCors(scope: FastifyInstance, allowed: (origin: string) => boolean) {
  const headers = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed(origin)) return false;
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    return true;
  };
  scope.addHook('onRequest', async (request, reply) => {
    headers(request, reply);
  });
  for (const prefix of ['/wps/*', '/lgw/*', '/lotto/*']) {
    scope.options(prefix, async (request, reply) => {
      if (!headers(request, reply)) return reply.status(403).send();
      return reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .status(204)
        .send();
    });
  }
}
