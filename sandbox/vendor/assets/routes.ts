import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Sandbox } from '../../core/context';
import { gameArt } from '../art/game-art';
import { vendorLogo } from '../art/vendor-logo';
import { bannerArt } from '../art/banner';
import { avatarArt } from '../art/avatar';
import { rewardArt } from '../art/reward-art';
import { flagPng } from '../art/flags';
import { downloadPage, supportPage } from './pages';
import { getSetting } from '../../platform/brand';
import { findGame, findVendor } from '../../platform/catalogue';
import { findById } from '../../platform/accounts';
import { findReward } from '../../platform/points';
import { promotionArt } from '../art/promotion-art';
import { findPromotion } from '../../platform/promotions';

const DAY = 86_400;

function svg(reply: FastifyReply, body: string) {
  return reply
    .type('image/svg+xml')
    .header('Cache-Control', `public, max-age=${DAY}`)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

/** What the brand's CDNs and links serve: generated artwork, app download pages, the support chat. */
export function registerAssetRoutes(app: FastifyInstance, sandbox: Sandbox) {
  app.get<{ Params: { id: string } }>('/cdn/:cdn/games/:id', async (request, reply) => {
    if (request.params.id === 'default')
      return svg(
        reply,
        gameArt({ vendor: 'CROUPIER', gameId: 'default', name: 'Croupier', gameType: 'SLOT' }),
      );
    const nodeId = Number.parseInt(request.params.id, 10);
    const game = Number.isSafeInteger(nodeId) ? await findGame(sandbox.db, nodeId) : undefined;
    if (!game)
      return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'No such game' });
    return svg(
      reply,
      gameArt({ vendor: game.vendor, gameId: game.game_id, name: game.name_en, gameType: game.game_type }),
    );
  });

  app.get<{ Params: { code: string }; Querystring: { variant?: string } }>(
    '/cdn/:cdn/vendors/:code',
    async (request, reply) => {
      const code = request.params.code.replace(/\.svg$/, '');
      const row = code === 'TCG' ? { code, display_name: 'TCG Gaming' } : await findVendor(sandbox.db, code);
      if (!row)
        return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'No such vendor' });
      return svg(
        reply,
        vendorLogo({ code: row.code, name: row.display_name }, request.query.variant === 'white'),
      );
    },
  );

  app.get<{ Params: { n: string } }>('/cdn/:cdn/banners/:n', async (request, reply) => {
    const n = Number.parseInt(request.params.n, 10);
    if (!(n >= 0 && n < 100))
      return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'No such banner' });
    return svg(reply, bannerArt(n));
  });

  app.get<{ Params: { id: string } }>('/cdn/:cdn/avatars/:id', async (request, reply) => {
    const id = Number.parseInt(request.params.id, 10);
    const account = Number.isSafeInteger(id) ? await findById(sandbox.db, id) : undefined;
    if (!account)
      return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'No such avatar' });
    return svg(reply, avatarArt(account.username));
  });

  app.get<{ Params: { id: string } }>('/cdn/:cdn/rewards/:id', async (request, reply) => {
    const id = Number.parseInt(request.params.id, 10);
    // The database's integer: a larger id names no reward, and must not reach the query.
    const reward = id >= 1 && id <= 2_147_483_647 ? await findReward(sandbox.db, id) : undefined;
    if (!reward)
      return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'No such reward' });
    return svg(reply, rewardArt(reward));
  });

  app.get<{ Params: { id: string } }>('/cdn/:cdn/promotions/:id', async (request, reply) => {
    const id = Number.parseInt(request.params.id, 10);
    const promotion = id >= 1 && id <= 2_147_483_647 ? await findPromotion(sandbox.db, id) : undefined;
    if (!promotion)
      return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'No such promotion' });
    return svg(reply, promotionArt(promotion));
  });

  app.get<{ Params: { code: string } }>('/cdn/:cdn/COUNTRY_FLAG/:code', async (request, reply) => {
    const png = flagPng(request.params.code.replace(/\.png$/i, '').toUpperCase());
    if (!png)
      return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'No such flag' });
    return reply.type('image/png').header('Cache-Control', `public, max-age=${DAY}`).send(png);
  });

  app.get<{ Params: { platform: string } }>('/app/:platform', async (request, reply) => {
    const brand = await getSetting(sandbox.db, 'brandName');
    const page = downloadPage(brand, request.params.platform);
    if (!page) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.get('/support/chat', async (_request, reply) => {
    const brand = await getSetting(sandbox.db, 'brandName');
    return reply.type('text/html; charset=utf-8').send(supportPage(brand));
  });
}
