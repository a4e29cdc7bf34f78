import Fastify from 'fastify';
import { openPartnerDatabase } from './database';
import { registerLocalRoutes, registerWalletRoutes } from './routes';
import { forgetOldNonces } from './signature';
import { createInFlight } from './in-flight';
import { createSwitches, type Misbehaviour } from './switches';
import { balanceOf, openPlayer } from './wallet';
import { registerSite } from './site';

export interface PartnerWalletOptions {
  /** The HMAC-SHA256 key the platform signs callbacks with (the partner's secret at Croupier). */
  secret: string;
  /** 0 (the default): any free port. */
  port?: number;
  /** Default 127.0.0.1: the switches answer this machine only, and so, by default, does the wallet. */
  host?: string;
  /** The partner id the platform sends in X-Croupier-Partner. Default `demo`. */
  partnerId?: string;
  /** The currency of its players' accounts. Default PHP (the sandbox brand's). */
  currency?: string;
  /** A folder for the database; unset: in memory (gone at close). */
  dataDir?: string;
  /** Players to open (balances in minor units); players already in `dataDir` keep their money. */
  players?: { id: string; balance: number }[];
  /** Milliseconds since the epoch; default Date.now (tests may share the platform's clock). */
  now?: () => number;
  /** For the failure rate; default Math.random (switches.ts has a seeded one). */
  random?: () => number;
  /** Also serve the partner's website (its login and the framed lobby), calling this platform. */
  site?: { platformUrl: string; merchant: string };
}

/**
 * Starts the reference partner: a wallet server with its own database, answering the platform's
 * signed callbacks at `<url>/wallet/<action>`, with switches to make it slow or failing.
 *
 * @example
 * const partner = await startPartnerWallet({ secret, players: [{ id: 'ana', balance: 100_000 }] });
 * // Give Croupier partner.walletUrl as the partner's wallet URL, then:
 * partner.switches.set({ failNext: 2 });
 * await partner.close();
 */
export async function startPartnerWallet(options: PartnerWalletOptions) {
  const currency = options.currency ?? 'PHP';
  const now = options.now ?? Date.now;
  const db = await openPartnerDatabase(options.dataDir);
  for (const player of options.players ?? []) await openPlayer(db, { ...player, currency }, true);
  const switches = createSwitches(options.random);
  const app = Fastify({ logger: false });
  const inFlight = createInFlight();
  const routeOptions = {
    db,
    switches,
    inFlight,
    secret: options.secret,
    partnerId: options.partnerId ?? 'demo',
    currency,
    now,
  };
  registerWalletRoutes(app, routeOptions);
  registerLocalRoutes(app, routeOptions);
  if (options.site)
    registerSite(app, {
      db,
      currency,
      access: { ...options.site, partnerId: routeOptions.partnerId, secret: options.secret },
    });
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port!;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const sweeper = setInterval(() => void forgetOldNonces(db, now()).catch(() => undefined), 60_000);
  sweeper.unref();
  return {
    url,
    port,
    /** What to give the platform as the partner's wallet URL. */
    walletUrl: `${url}/wallet`,
    switches,
    db,
    openPlayer: (id: string, balance: number) => openPlayer(db, { id, balance, currency }),
    balanceOf: async (id: string) => (await balanceOf(db, id))?.balance,
    misbehave: (change: Partial<Misbehaviour>) => switches.set(change),
    /** Resolves when no callback is being handled (a slow one may outlive the platform's wait). */
    idle: () => inFlight.idle(),
    async close() {
      clearInterval(sweeper);
      await inFlight.idle();
      await app.close();
      await db.close();
    },
  };
}

export type PartnerWallet = Awaited<ReturnType<typeof startPartnerWallet>>;
