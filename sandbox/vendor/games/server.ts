import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Sandbox } from '../../core/context';
import { installErrorEnvelope, sendApiNotFound } from '../../core/http/errors';
import { own } from '../../core/http/own';
import { gameName, DRAWN, MAX_PICKS, PAYS_PER_HIT } from '../../platform/catalogue';
import { resolveLaunch } from '../../platform/launches';
import { LINES, SYMBOLS } from './slot-math';
import { stakesFor } from './stakes';
import { toAmount } from '../../platform/ledger';
import { gamePage } from './page';
import { createPlayContext } from './play-context';
import { registerSlotRoutes } from './slot-routes';
import { registerJackpotFeed } from './jackpot-routes';
import { registerLotteryRoutes } from './lottery-routes';
import { registerCrashRoutes } from './crash-routes';
import { registerFishRoutes } from './fish-routes';
import { registerBaccaratRoutes } from './baccarat-routes';
import { registerSportRoutes } from './sport-routes';
import { vendorSecret } from './secret-repository';

const CLIENT = join(import.meta.dirname, 'client');
const ASSETS: Record<string, string> = {
  'slot.js': 'text/javascript',
  'lottery.js': 'text/javascript',
  'crash.js': 'text/javascript',
  'fish.js': 'text/javascript',
  'fish-texts.js': 'text/javascript',
  'fish-shapes.js': 'text/javascript',
  'fish-sea.js': 'text/javascript',
  'baccarat.js': 'text/javascript',
  'baccarat-texts.js': 'text/javascript',
  'baccarat-felt.js': 'text/javascript',
  'sport.js': 'text/javascript',
  'sport-texts.js': 'text/javascript',
  'sport-slip.js': 'text/javascript',
  'sport-bets.js': 'text/javascript',
  'games.css': 'text/css',
  'crash.css': 'text/css',
  'fish.css': 'text/css',
  'baccarat.css': 'text/css',
  'baccarat-bets.css': 'text/css',
  'sport.css': 'text/css',
  'common.js': 'text/javascript',
};

/**
 * The demo game vendor: the slot, the lottery draw, the crash flight, the baccarat table, the
 * fishing sea and the sportsbook, served from their own origin (a port of their own) as a real vendor's games are, so
 * the portal can frame them with a real sandbox. Its secrets are read from the database first.
 */
export async function createGameServer(sandbox: Sandbox): Promise<FastifyInstance> {
  const app = Fastify({ logger: sandbox.config.logRequests });
  installErrorEnvelope(app);
  // A call the vendor does not have is refused in its envelope too, as the platform's are.
  app.setNotFoundHandler(sendApiNotFound);
  const { db } = sandbox;
  const play = createPlayContext(sandbox);
  const { context, answer } = play;
  const partners = sandbox.config.partner?.origins ?? [];

  for (const kind of ['slot', 'lottery', 'crash', 'baccarat', 'fish', 'sport'] as const) {
    app.get<{ Querystring: { launch?: unknown; lang?: unknown } }>(
      `/play/${kind}`,
      async (request, reply) => {
        const { launch: token, lang } = request.query;
        const launch =
          typeof token === 'string' && token ? await resolveLaunch(db, token, sandbox.now()) : undefined;
        // A portal frame on a partner's page nests the game under the partner too: every ancestor
        // must be allowed, so the brand's partner origins are (as a vendor is told its operator's).
        const ancestors = launch ? [launch.portal_origin, ...partners].join(' ') : "'none'";
        return reply
          .type('text/html; charset=utf-8')
          .header(
            'Content-Security-Policy',
            `default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors ${ancestors}`,
          )
          .header('Cache-Control', 'no-store')
          .send(gamePage(kind, typeof lang === 'string' ? lang : 'ES'));
      },
    );
  }

  app.get<{ Params: { file: string } }>('/play/assets/:file', async (request, reply) => {
    const type = own(ASSETS, request.params.file);
    if (!type)
      return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'No such asset' });
    return reply
      .type(type)
      .header('Cache-Control', 'public, max-age=300')
      .send(readFileSync(join(CLIENT, request.params.file)));
  });

  app.get<{ Querystring: { launch?: string } }>('/play/api/session', async (request) => {
    const { launch, game, funKey } = await context(request.query.launch ?? '');
    const symbol = await sandbox.settings.get('currencySymbol');
    const language = (request.headers['accept-language'] ?? '').toString().startsWith('es') ? 'ES' : 'EN';
    return answer(launch, funKey, {
      game: {
        name: gameName(game, language),
        nameEn: game.name_en,
        nameEs: game.name_es,
        vendor: game.vendor,
        lotto: launch.lotto_game_code,
      },
      mode: launch.mode,
      portalOrigin: launch.portal_origin,
      currencySymbol: symbol,
      stakes: stakesFor(game.min_bet).map(toAmount),
      paytable: SYMBOLS.map((s) => ({ symbol: s.id, pays: s.pays })),
      lines: LINES.length,
      lottery: { drawn: DRAWN, maxPicks: MAX_PICKS, paysPerHit: PAYS_PER_HIT },
    });
  });
  registerSlotRoutes(app, sandbox, play);
  registerJackpotFeed(app, sandbox);
  registerLotteryRoutes(app, sandbox, play);
  registerCrashRoutes(app, sandbox, play);
  registerFishRoutes(app, sandbox, play);
  registerBaccaratRoutes(app, sandbox, play);
  // Drawn like an outcome on a fresh database, so SandboxConfig.gameSeeds still decides it there.
  registerSportRoutes(app, sandbox, play, await vendorSecret(db, 'sport', play.outcomeSeed));
  return app;
}
