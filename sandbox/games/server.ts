import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../context';
import { one } from '../db/database';
import { Fault } from '../http/fault';
import { installErrorEnvelope } from '../http/errors';
import { validatePayload } from '../http/validate';
import { toAmount, toMinor } from '../ledger/ledger';
import { tokenHash } from '../security/tokens';
import { findGame, gameName, type GameRow } from '../store/games';
import { resolveLaunch, type Launch } from './launches';
import { placeBet, rollbackRound, settleRound, type Round } from './rounds';
import { LINES, SYMBOLS, spinFromSeed } from './slot-math';
import { DRAWN, MAX_PICKS, PAYS_PER_HIT, drawFromSeed, lotteryPayout } from './lottery-math';
import { FUN_BALANCE, stakesFor } from './stakes';
import { gamePage } from './page';

const CLIENT = join(import.meta.dirname, 'client');
const ASSETS: Record<string, string> = {
  'slot.js': 'text/javascript',
  'lottery.js': 'text/javascript',
  'games.css': 'text/css',
  'common.js': 'text/javascript',
};

const Spin = Type.Object({
  launch: Type.String({ minLength: 20 }),
  stake: Type.Number({ exclusiveMinimum: 0 }),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
});
const Bet = Type.Object({
  launch: Type.String({ minLength: 20 }),
  stake: Type.Number({ exclusiveMinimum: 0 }),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  picks: Type.Array(Type.String({ pattern: '^[0-9]{2}$' }), {
    minItems: 1,
    maxItems: MAX_PICKS,
    uniqueItems: true,
  }),
});
const RoundAction = Type.Object({
  launch: Type.String({ minLength: 20 }),
  roundId: Type.Integer({ minimum: 1 }),
});

/**
 * The demo game vendor: the slot and the lottery draw, served from their own origin (a port of
 * their own) as a real vendor's games are, so the portal can frame them with a real sandbox.
 */
export function createGameServer(sandbox: Sandbox): FastifyInstance {
  const app = Fastify({ logger: sandbox.config.logRequests });
  installErrorEnvelope(app);
  const { db } = sandbox;
  // Fun mode keeps play money and open draws per launch, in memory: nothing of it touches the ledger.
  const funBalances = new Map<string, number>();
  const funRounds = new Map<number, { stake: number; picks: string[]; funKey: string }>();
  let funRoundSeq = 0;

  async function context(token: string) {
    const launch = await resolveLaunch(db, token, sandbox.now());
    if (!launch)
      throw new Fault(
        401,
        'launch_expired',
        'This game session has ended: open the game again from the portal',
      );
    const game = launch.node_id ? await findGame(db, launch.node_id) : undefined;
    if (!game) throw new Fault(404, 'not_found', 'No such game');
    return { launch, game, funKey: tokenHash(token) };
  }

  async function balanceOf(launch: Launch, funKey: string): Promise<number> {
    if (launch.mode === 'fun') return funBalances.get(funKey) ?? FUN_BALANCE;
    const row = await one<{ balance: number }>(
      db,
      "select balance from ledger_accounts where owner_id = $1 and kind = 'main'",
      [launch.account_id],
    );
    return row?.balance ?? 0;
  }

  function checkStake(game: GameRow, stake: number): number {
    const minor = toMinor(stake);
    if (!stakesFor(game.min_bet).includes(minor))
      throw new Fault(400, 'invalid_request', 'That stake is not offered', { field: 'stake' });
    return minor;
  }

  /** Settles a real round, or refunds it if settling fails (the seamless-wallet rule). */
  async function settleOrRefund(round: Round, result: { payout: number; seed: string; outcome: unknown }) {
    try {
      if (sandbox.faults.failNextSettlement) {
        sandbox.faults.failNextSettlement = false;
        throw new Error('settlement failed (injected by /sandbox/games/fail-next-settlement)');
      }
      return await settleRound(sandbox, round, result);
    } catch (error) {
      await rollbackRound(sandbox, round.id);
      throw new Fault(502, 'round_failed', 'The round could not be completed; your stake was returned', {
        roundId: round.id,
        cause: String(error),
      });
    }
  }

  const answer = async (launch: Launch, funKey: string, body: Record<string, unknown>) => ({
    success: true,
    value: { ...body, balance: toAmount(await balanceOf(launch, funKey)) },
  });

  for (const kind of ['slot', 'lottery'] as const) {
    app.get<{ Querystring: { launch?: string; lang?: string } }>(`/play/${kind}`, async (request, reply) => {
      const launch = request.query.launch
        ? await resolveLaunch(db, request.query.launch, sandbox.now())
        : undefined;
      const ancestors = launch ? launch.portal_origin : "'none'";
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'Content-Security-Policy',
          `default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors ${ancestors}`,
        )
        .header('Cache-Control', 'no-store')
        .send(gamePage(kind, request.query.lang ?? 'ES'));
    });
  }

  app.get<{ Params: { file: string } }>('/play/assets/:file', async (request, reply) => {
    const type = ASSETS[request.params.file];
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

  app.post('/play/api/spin', async (request: FastifyRequest) => {
    const input = validatePayload<{ launch: string; stake: number; requestId: string }>(
      Spin,
      request.body ?? {},
      false,
    );
    const { launch, game, funKey } = await context(input.launch);
    const stake = checkStake(game, input.stake);
    const seed = randomBytes(16).toString('hex');
    if (launch.mode === 'fun') {
      const balance = funBalances.get(funKey) ?? FUN_BALANCE;
      if (stake > balance)
        throw new Fault(409, 'insufficient_balance', 'The balance is not enough for this bet');
      const outcome = spinFromSeed(seed);
      const payout = Math.floor(stake * outcome.multiplier);
      funBalances.set(funKey, balance - stake + payout);
      return answer(launch, funKey, {
        roundId: null,
        ...outcome,
        stake: toAmount(stake),
        payout: toAmount(payout),
        seed,
      });
    }
    const round = await placeBet(sandbox, {
      accountId: launch.account_id!,
      requestId: input.requestId,
      stake,
      vendor: game.vendor,
      gameName: game.name_en,
      nodeId: game.node_id,
    });
    let settled = round;
    if (round.status === 'open') {
      const outcome = spinFromSeed(seed);
      settled = await settleOrRefund(round, {
        payout: Math.floor(stake * outcome.multiplier),
        seed,
        outcome,
      });
    }
    const outcome = settled.outcome as ReturnType<typeof spinFromSeed>;
    return answer(launch, funKey, {
      roundId: settled.id,
      ...outcome,
      stake: toAmount(settled.stake),
      payout: toAmount(settled.payout),
      seed: settled.seed,
    });
  });

  app.post('/play/api/lottery/bet', async (request) => {
    const input = validatePayload<{ launch: string; stake: number; requestId: string; picks: string[] }>(
      Bet,
      request.body ?? {},
      false,
    );
    const { launch, game, funKey } = await context(input.launch);
    const stake = checkStake(game, input.stake);
    if (launch.mode === 'fun') {
      const balance = funBalances.get(funKey) ?? FUN_BALANCE;
      if (stake > balance)
        throw new Fault(409, 'insufficient_balance', 'The balance is not enough for this bet');
      funBalances.set(funKey, balance - stake);
      const id = ++funRoundSeq;
      funRounds.set(id, { stake, picks: input.picks, funKey });
      return answer(launch, funKey, { roundId: id });
    }
    const round = await placeBet(sandbox, {
      accountId: launch.account_id!,
      requestId: input.requestId,
      stake,
      vendor: game.vendor,
      gameName: game.name_en,
      nodeId: game.node_id,
      lottoGameCode: launch.lotto_game_code ?? game.game_id,
      details: { picks: input.picks },
    });
    return answer(launch, funKey, { roundId: round.id, status: round.status });
  });

  app.post('/play/api/lottery/draw', async (request) => {
    const input = validatePayload<{ launch: string; roundId: number }>(
      RoundAction,
      request.body ?? {},
      false,
    );
    const { launch, funKey } = await context(input.launch);
    const seed = randomBytes(16).toString('hex');
    const drawn = drawFromSeed(seed);
    if (launch.mode === 'fun') {
      const round = funRounds.get(input.roundId);
      if (!round || round.funKey !== funKey) throw new Fault(404, 'not_found', 'No such round');
      funRounds.delete(input.roundId);
      const { hits, payout } = lotteryPayout(round.picks, drawn, round.stake);
      funBalances.set(funKey, (funBalances.get(funKey) ?? FUN_BALANCE) + payout);
      return answer(launch, funKey, { drawn, hits, payout: toAmount(payout), seed });
    }
    const round = await ownRound(launch, input.roundId);
    let settled = round;
    if (round.status === 'open') {
      const picks = (round.outcome as { picks: string[] }).picks;
      const { hits, payout } = lotteryPayout(picks, drawn, round.stake);
      settled = await settleOrRefund(round, { payout, seed, outcome: { picks, drawn, hits } });
    }
    const outcome = settled.outcome as { drawn: string[]; hits: string[] };
    return answer(launch, funKey, {
      drawn: outcome.drawn,
      hits: outcome.hits,
      payout: toAmount(settled.payout),
      seed: settled.seed,
      status: settled.status,
    });
  });

  app.post('/play/api/lottery/cancel', async (request) => {
    const input = validatePayload<{ launch: string; roundId: number }>(
      RoundAction,
      request.body ?? {},
      false,
    );
    const { launch, funKey } = await context(input.launch);
    if (launch.mode === 'fun') {
      const round = funRounds.get(input.roundId);
      if (round?.funKey === funKey) {
        funRounds.delete(input.roundId);
        funBalances.set(funKey, (funBalances.get(funKey) ?? FUN_BALANCE) + round.stake);
      }
      return answer(launch, funKey, { status: 'rolled_back' });
    }
    await ownRound(launch, input.roundId);
    const round = await rollbackRound(sandbox, input.roundId);
    return answer(launch, funKey, { status: round?.status });
  });

  async function ownRound(launch: Launch, roundId: number): Promise<Round> {
    const round = await one<Round>(db, 'select * from game_rounds where id = $1 and account_id = $2', [
      roundId,
      launch.account_id,
    ]);
    if (!round) throw new Fault(404, 'not_found', 'No such round');
    return round;
  }

  return app;
}
