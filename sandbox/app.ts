import type { FastifyInstance } from 'fastify';
import type { SandboxConfig } from './core/config';
import type { Sandbox } from './core/context';
import type { Database } from './core/db/database';
import { openDatabase } from './core/db/open';
import { migrate } from './core/db/migrate';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareSeedSecrets, seedIfEmpty, type SeedSecrets } from './tools/seed';
import { storedKeys, createSettingsCache, loadBrandDomains } from './platform/brand';
import { loadKeys } from './core/ciphers/hybrid-cipher';
import { createPlatformKeyRing, KEY_ROTATION_MS } from './core/ciphers/platform-cipher';
import { createRateLimiter } from './core/rate-limits/rate-limit';
import { createSessionCache } from './core/sessions/session-cache';
import { createNonceMemory } from './core/ciphers/nonce-memory';
import { createProviderKeys, registerProviderFront } from './platform/auth';
import { SEAL_MAX_AGE_MS } from '../sdk/contract/sealed';
import { createBalanceCache } from './platform/ledger';
import { registerEndpoints } from './core/http/register-contract';
import type { Guards } from './core/http/guards';
import { contract } from '../sdk/contract/table';
import { installErrorEnvelope } from './core/http/errors';
import { corsPolicy, installCors } from './core/http/cors';
import { handlers } from './platform/handlers';
import { controlEndpoints } from './tools/control/endpoints';
import { controlHandlers } from './tools/control/handlers';
import { installControlGuard, type ControlAccess } from './tools/control/guard';
import { controlToken } from './tools/control/token';
import { writeSecretFile } from './core/secret-file';
import { registerAssetRoutes } from './vendor/assets/routes';
import { createGameServer } from './vendor/games/server';
import { startDepositSweeper } from './platform/cashier';
import { startWithdrawalSweeper } from './platform/withdrawals';
import {
  authenticatePartner,
  loadPartnerOrigins,
  preparePartners,
  startCallbackSweeper,
} from './platform/partners';
import { endAtLimit } from './platform/safer-gambling';
import { realMemberOf } from './platform/accounts';
import { requireAgent } from './platform/agents';
import { rollbackRound } from './platform/rounds';
import { startContractSettler } from './platform/agent-contracts';
import { startWageringSweeper } from './platform/wagering';
import { createClock } from './core/clock/clock';
import { storedOffset } from './core/clock/repository';
import { registerChatSocket } from './platform/chat';

/** The domains' rules of the request pipeline: partner signatures, session limits, who may call. */
const guards: Guards = {
  partner: authenticatePartner,
  pastLimit: endAtLimit,
  callers: { 'real-member': realMemberOf, agent: requireAgent },
};

export interface SandboxInstance {
  readonly sandbox: Sandbox;
  /** Whether this start seeded a fresh database, and how long opening, migrating and seeding took. */
  readonly startup: { seeded: boolean; ms: number };
  /** The token the switches under /sandbox/ require (X-Sandbox-Token), and the file it was written to. */
  readonly control: { token: string; tokenFile?: string };
  /**
   * The demo partner's id and signing secret, the file the secret was written to, and one pass of
   * the seamless wallet's callback sweeper (tests run it instead of waiting for its timer).
   */
  readonly partner: { id: string; secret: string; secretFile?: string; sweep(): Promise<void> };
  /** Registers the platform API, the control endpoints and the sandbox's assets on `app`. */
  register(app: FastifyInstance): Promise<void>;
  /** The demo game vendor's own server (not listening); `listenGames` starts it on its port. */
  readonly games: FastifyInstance;
  /** Starts the demo game vendor on its own port (0: any free port); returns its port. */
  listenGames(options: { port: number; host: string }): Promise<number>;
  close(): Promise<void>;
}

/** Opens (and on first start migrates and seeds) the sandbox's database. */
export async function createSandbox(config: SandboxConfig, database?: Database): Promise<SandboxInstance> {
  const started = performance.now();
  const access: ControlAccess = {
    token: controlToken(config.control?.token),
    allowRemote: config.control?.allowRemote ?? false,
    hosts: config.control?.hosts ?? [],
  };
  if (config.control?.tokenFile) writeSecretFile(config.control.tokenFile, access.token);
  const fresh = !database && !config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'));
  let secrets: Promise<SeedSecrets> | undefined = fresh ? prepareSeedSecrets(config.scryptLogN) : undefined;
  const db = database ?? (await openDatabase(config));
  await migrate(db);
  const seeded = await seedIfEmpty(db, {
    secrets: () => (secrets ??= prepareSeedSecrets(config.scryptLogN)),
    now: new Date(),
  });
  const partner = await preparePartners(db, config.partner);
  const keys = loadKeys(await storedKeys(db));
  const platformKeys = await createPlatformKeyRing();
  // The clock switch's offset survives a restart, as the rows it dated do.
  const clock = createClock(await storedOffset(db));
  const minute = 60_000;
  const sandbox: Sandbox = {
    db,
    config,
    keys,
    platformKeys,
    limits: {
      loginByIp: createRateLimiter({ windowMs: 5 * minute, max: 30 }),
      captchaByIp: createRateLimiter({ windowMs: minute, max: 60 }),
      smsByIp: createRateLimiter({ windowMs: 5 * minute, max: 10 }),
      // A number gets at most five codes an hour from one address, and ten from all of them.
      smsByNumberFromIp: createRateLimiter({ windowMs: 60 * minute, max: 5 }),
      smsByNumber: createRateLimiter({ windowMs: 60 * minute, max: 10 }),
      resetPhoneByIp: createRateLimiter({ windowMs: 15 * minute, max: 10 }),
      resetPhoneByNumber: createRateLimiter({ windowMs: 60 * minute, max: 10 }),
      passwordChangeByAccount: createRateLimiter({ windowMs: 15 * minute, max: 10 }),
      registerByIp: createRateLimiter({ windowMs: 60 * minute, max: 20 }),
      freePlayByIp: createRateLimiter({ windowMs: 60 * minute, max: 20 }),
      resetByIp: createRateLimiter({ windowMs: 15 * minute, max: 5 }),
      bindEmailByAccount: createRateLimiter({ windowMs: 60 * minute, max: 5 }),
      bindEmailByAddress: createRateLimiter({ windowMs: 60 * minute, max: 5 }),
      // Five sign-ons a second per partner on average: a partner's burst, not an account factory.
      signOnByPartner: createRateLimiter({ windowMs: minute, max: 300 }),
      // Like logins: a browser exchanges one ticket per sign-on; guessing at them is cut short.
      ticketExchangeByIp: createRateLimiter({ windowMs: 5 * minute, max: 30 }),
    },
    unknownLoginFailures: new Map(),
    sessionCache: createSessionCache(),
    // Twice the freshness window: a nonce is remembered for as long as its timestamp could pass.
    nonces: createNonceMemory(2 * SEAL_MAX_AGE_MS),
    // A call key opens for at most two rotations (the current RSA key and the one before it).
    callKeys: createNonceMemory(2 * KEY_ROTATION_MS),
    // An ID token lives an hour at most; remembered a little longer, it can never prove twice.
    phoneProvider: { keys: createProviderKeys(), spent: createNonceMemory(2 * 60 * 60 * 1000) },
    balances: createBalanceCache(),
    settings: createSettingsCache(db),
    partnerOrigins: await loadPartnerOrigins(db),
    brandDomains: await loadBrandDomains(db),
    gamePort: () => gamePort,
    readVendorFeed: async (path) => {
      const answer = await games.inject({ method: 'GET', url: path }).catch(() => undefined);
      return answer?.statusCode === 200 ? answer.json() : undefined;
    },
    unavailableDomains: new Set(),
    faults: { failNextSettlement: false },
    now: () => new Date(Date.now() + clock.offsetMs()),
    clock,
  };
  let gamePort: number | undefined;
  const games = await createGameServer(sandbox);
  // The payment simulator settles due deposit orders in the background until close.
  const depositSweeper = startDepositSweeper(sandbox);
  // Paid withdrawals nobody confirmed in time become received (SPEC §4), also until close.
  const withdrawalSweeper = startWithdrawalSweeper(sandbox);
  // Seamless-wallet credits and rollbacks the partner has not confirmed are sent again until it does.
  const callbackSweeper = startCallbackSweeper(sandbox, (roundId) => rollbackRound(sandbox, roundId));
  // Agent contracts' due periods are settled and paid once a minute, also until close.
  const contractSettler = startContractSettler(sandbox);
  const wageringSweeper = startWageringSweeper(sandbox);
  return {
    sandbox,
    startup: { seeded, ms: Math.round(performance.now() - started) },
    control: { token: access.token, tokenFile: config.control?.tokenFile },
    partner: { ...partner, sweep: callbackSweeper.sweep },
    async register(app) {
      await app.register(async (scope) => {
        installErrorEnvelope(scope);
        const allowedOrigin = corsPolicy(config.corsOrigins, sandbox.partnerOrigins.list);
        installCors(scope, allowedOrigin);
        // The chat room's socket answers the same page origins as the API (and the portal's own).
        await registerChatSocket(scope, sandbox, allowedOrigin);
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string' },
          (_req, body, done) => {
            done(null, Object.fromEntries(new URLSearchParams(body as string)));
          },
        );
        registerEndpoints(scope, sandbox, contract, handlers, guards);
        // The switches get their own scope, so that only they are behind the guard.
        scope.register(async (control) => {
          installControlGuard(control, access);
          registerEndpoints(control, sandbox, controlEndpoints, controlHandlers, guards);
        });
        registerAssetRoutes(scope, sandbox);
      });
      registerProviderFront(app, sandbox, corsPolicy(config.corsOrigins, sandbox.partnerOrigins.list));
    },
    games,
    async listenGames(options) {
      await games.listen({ port: options.port, host: options.host });
      const address = games.server.address();
      gamePort = typeof address === 'object' && address ? address.port : options.port;
      return gamePort;
    },
    async close() {
      await depositSweeper.stop();
      await withdrawalSweeper.stop();
      await callbackSweeper.stop();
      await contractSettler.stop();
      await wageringSweeper.stop();
      await games.close();
      await db.close();
    },
  };
}
