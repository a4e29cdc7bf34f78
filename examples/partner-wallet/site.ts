import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PartnerDatabase } from './database';
import { callPlatform, type PlatformAccess } from './platform-call';
import { sitePage, SITE_SCRIPT } from './site-page';
import { balanceOf, openPlayer } from './wallet';

/** The partner's own login cookie: the partner's session, nothing of Croupier's. */
const COOKIE = 'goalrush_player';
const PLAYER = /^[A-Za-z0-9._-]{1,48}$/;
/** What a new player of the demo site starts with in the partner's wallet (minor units). */
const OPENING_BALANCE = 100_000;

const playerOf = (request: FastifyRequest) => {
  const match = /(?:^|;\s*)goalrush_player=([^;]+)/.exec(request.headers.cookie ?? '');
  const id = match ? decodeURIComponent(match[1]!) : '';
  return PLAYER.test(id) ? id : undefined;
};

/**
 * The partner's website (Goal Rush): its own login, its own wallet, and Croupier's lobby framed
 * with a sign-on ticket its server asks for, so its player plays without a second login while
 * the money stays in this wallet. Only for the demo: a real partner has its own site and login.
 */
export function registerSite(
  app: FastifyInstance,
  options: { db: PartnerDatabase; currency: string; access: PlatformAccess },
) {
  const { db, currency, access } = options;
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

  app.get('/', (request, reply) =>
    html(reply, sitePage({ player: playerOf(request), portal: access.platformUrl })),
  );
  app.get('/site.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SITE_SCRIPT));

  app.post<{ Body: { player?: unknown } }>('/site/login', async (request, reply) => {
    const player = typeof request.body?.player === 'string' ? request.body.player.trim() : '';
    if (!PLAYER.test(player)) return reply.status(400).send({ error: 'Letters, digits, . _ - only' });
    if ((await balanceOf(db, player)) === undefined)
      await openPlayer(db, { id: player, balance: OPENING_BALANCE, currency });
    return reply
      .header('Set-Cookie', `${COOKIE}=${encodeURIComponent(player)}; Path=/; HttpOnly; SameSite=Lax`)
      .send({ player });
  });

  app.get('/site/me', async (request, reply) => {
    const player = playerOf(request);
    if (!player) return reply.status(401).send({ error: 'Log in first' });
    return { player, balance: (await balanceOf(db, player))?.balance ?? 0, currency };
  });

  // The browser never holds the secret: it asks this server, which asks the platform, signed.
  app.post('/site/ticket', async (request, reply) => {
    const player = playerOf(request);
    if (!player) return reply.status(401).send({ error: 'Log in first' });
    try {
      const { ticket } = await callPlatform<{ ticket: string }>(access, '/wps/partner/signon/ticket', {
        playerId: player,
        nickname: player.slice(0, 32),
      });
      return { ticket, partner: access.partnerId };
    } catch (error) {
      return reply.status(502).send({ error: (error as { code?: string }).code ?? 'platform_unavailable' });
    }
  });
}
