import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isWalletAction,
  parseCallback,
  refuse,
  ok,
  type WalletAnswer,
  type WalletRequest,
} from './callbacks';
import type { PartnerDatabase } from './database';
import { verifyCallback } from './signature';
import type { InFlight } from './in-flight';
import { SwitchChange, type Misbehaviour, type Switches } from './switches';
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { applyMovement, balanceOf, openPlayer } from './wallet';

export interface RouteOptions {
  db: PartnerDatabase;
  switches: Switches;
  inFlight: InFlight;
  secret: string;
  partnerId: string;
  currency: string;
  now: () => number;
}

const RAW = Symbol('raw body');
type WithRaw = FastifyRequest & { [RAW]?: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The signature is over the bytes sent, so JSON bodies are kept as text and parsed after the check. */
function keepRawJson(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      (request as WithRaw)[RAW] = body as string;
      done(null, undefined);
    },
  );
}

function send(reply: FastifyReply, answer: WalletAnswer) {
  return reply.status(answer.httpStatus).send(answer.body);
}

async function answerOf(options: RouteOptions, request: WalletRequest): Promise<WalletAnswer> {
  if (request.action !== 'balance') return applyMovement(options.db, request);
  const player = await balanceOf(options.db, request.player);
  if (!player) return refuse(404, 'unknown_player');
  if (player.currency !== request.currency) return refuse(409, 'currency_mismatch');
  return ok(player.balance);
}

/** The three callbacks (and the balance) at POST /wallet/<action>. */
export function registerWalletRoutes(app: FastifyInstance, options: RouteOptions) {
  // Its own scope: the raw-body parser is for the signed callbacks only.
  app.register(async (scope) => {
    keepRawJson(scope);
    scope.post('/wallet/:action', (request, reply) =>
      options.inFlight.track(() => handleCallback(options, request, reply)),
    );
  });
}

/**
 * One callback: the signature, timestamp and nonce first (nothing else is said to a stranger),
 * then the body's shape, then the switches' misbehaviour around the one transaction that applies it.
 */
async function handleCallback(options: RouteOptions, request: FastifyRequest, reply: FastifyReply) {
  const { action } = request.params as { action: string };
  if (!isWalletAction(action)) return send(reply, refuse(404, 'unknown_action'));
  const raw = (request as WithRaw)[RAW] ?? '';
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : undefined;
  };
  const refused = await verifyCallback(
    options.db,
    { secret: options.secret, partnerId: options.partnerId, now: options.now() },
    header,
    raw,
  );
  if (refused) return send(reply, refuse(refused.status, refused.error));
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return send(reply, refuse(400, 'invalid_request'));
  }
  const callback = parseCallback(action, body);
  if (!callback) return send(reply, refuse(400, 'invalid_request'));

  const plan = options.switches.plan(action);
  if (plan.delayBefore) await sleep(plan.delayBefore);
  if (plan.fail === 'before') return reply.status(503).send({ status: 'error', error: 'switched_off' });
  const answer = await answerOf(options, callback);
  if (plan.delayAfter) await sleep(plan.delayAfter);
  if (plan.fail === 'after') return reply.status(503).send({ status: 'error', error: 'answer_lost' });
  return send(reply, answer);
}

/**
 * The partner's own switches and set-up, for this machine only (a request from anywhere else gets
 * 403): GET/POST /_switch (slow, failing), POST /_players (open a player or set a balance),
 * GET /_players/:id.
 */
export function registerLocalRoutes(app: FastifyInstance, options: RouteOptions) {
  app.register(async (local) => {
    local.addHook('onRequest', async (request, reply) => {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
        return reply.status(403).send({ status: 'error', error: 'local_only' });
    });
    local.get('/_switch', async () => options.switches.get());
    local.post('/_switch', async (request, reply) => {
      const change = request.body ?? {};
      if (!Value.Check(SwitchChange, change))
        return reply.status(400).send({ status: 'error', error: 'invalid_switch' });
      const { reset, ...settings } = change as Static<typeof SwitchChange>;
      if (reset) options.switches.reset();
      return options.switches.set(settings as Partial<Misbehaviour>);
    });
    local.post('/_players', async (request) => {
      const { id, balance } = request.body as { id: string; balance: number };
      await openPlayer(options.db, { id, balance, currency: options.currency });
      return balanceOf(options.db, id);
    });
    local.get('/_players/:id', async (request, reply) => {
      const player = await balanceOf(options.db, (request.params as { id: string }).id);
      return player ?? reply.status(404).send({ status: 'error', error: 'unknown_player' });
    });
  });
}
