import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { validatePayload } from '../../core/http/validate';
import { repeatEvery } from '../../core/clock/repeat';
import { GROWTH_PER_SECOND, MAX_MULTIPLIER, multiplierAt, validAutoCashOut } from './crash-math';
import { DEFAULT_CRASH_TIMING, phaseAt } from './crash-schedule';
import { createCrashTables } from './crash-tables';
import { createCrashBook, type CrashBet } from './crash-bets';
import { betView, roundView, shown } from './crash-views';
import type { PlayContext } from './play-context';
import { requestLine } from './request-line';
import { tableSeats } from './table-seats';
import { closeOrphans, refundStranded, throwIfEnded } from './stranded-bets';

export const Bet = Type.Object({
  launch: Type.String({ minLength: 20 }),
  /** The round the page saw open: a bet never slides into a later flight than the player chose. */
  round: Type.Integer({ minimum: 0 }),
  stake: Type.Number({ exclusiveMinimum: 0 }),
  /** A multiplier with at most two decimals (2.5 = 2.50×), or none. */
  autoCashOut: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
});

export const CashOut = Type.Object({
  launch: Type.String({ minLength: 20 }),
  round: Type.Integer({ minimum: 0 }),
});

/** 2.5 → 250; a multiplier finer than a hundredth, or off the allowed range, is refused. */
function autoTarget(value: number | null | undefined): number | null {
  if (value === undefined || value === null) return null;
  const hundredths = Math.round(value * 100);
  if (Math.abs(hundredths - value * 100) > 1e-6 || !validAutoCashOut(hundredths))
    throw new Fault(400, 'invalid_request', `An auto cash-out is from 1.01 to ${shown(MAX_MULTIPLIER)}`, {
      field: 'autoCashOut',
    });
  return hundredths;
}

const windowClosed = () =>
  new Fault(409, 'bet_window_closed', 'Bets for that round are closed: bet on the next one');

/**
 * The crash game: one shared flight per game on the sandbox's clock. A bet is taken in the
 * window only, a cash-out in flight only, at the multiplier the server's clock reads; bets still
 * riding at the crash settle in the background (lost, or at their auto cash-out).
 */
export function registerCrashRoutes(app: FastifyInstance, sandbox: Sandbox, play: PlayContext) {
  const { context, checkStake, bet, answer, fun, outcomeSeed } = play;
  const { sweepMs = 200, ...timing } = { ...DEFAULT_CRASH_TIMING, ...sandbox.config.crashTiming };
  const tables = createCrashTables(timing, outcomeSeed);
  const book = createCrashBook(play);
  const now = () => sandbox.now().getTime();
  const seats = tableSeats();
  const inLine = requestLine();
  const refundOrphans = closeOrphans(sandbox, 'crash');
  // Five sweeps a second by default (`sweepMs`): an auto cash-out is paid within 200 ms of its
  // multiplier, and nothing rides past its crash for long even when no page asks again.
  // A page's read joins the sweep too (one sweep at a time), so a table's bets settle when it is
  // looked at: the ledger simulation turns the timer off and settles them by its reads alone, at
  // moments of its own choosing (tests/simulation/live-tables.ts), as the sportsbook's reads do.
  let sweeping: Promise<void> | undefined;
  const sweep = () =>
    (sweeping ??= (async () => {
      await refundOrphans();
      await book.sweep(now());
    })().finally(() => (sweeping = undefined)));
  const sweeper = repeatEvery(sweepMs, sweep, console.error);
  app.addHook('onClose', () => sweeper.stop());

  const ownerOf = (launch: { mode: string; account_id: number | null }, funKey: string) =>
    launch.mode === 'fun' ? `f:${funKey}` : `a:${launch.account_id}`;

  app.get<{ Querystring: { launch?: string; balance?: string } }>(
    '/play/api/crash/state',
    async (request) => {
      const { launch, game, funKey } = await context(request.query.launch ?? '', 'crash');
      // A bet whose moment came is settled before the page is told (a failure: left to the next).
      await sweep().catch(console.error);
      const at = now();
      const table = tables.at(game.node_id, at);
      // A page polls twice a second: `balance=0` spares the wallet (a seamless partner's is a
      // callback each time) on the polls where the page already knows the balance.
      const reply = (body: Record<string, unknown>) =>
        request.query.balance === '0' ? { success: true, value: body } : answer(launch, funKey, body);
      return reply({
        serverTime: at,
        growthPerSecond: GROWTH_PER_SECOND,
        round: roundView(table.current, at),
        // Published before its window opens: the seed of the next flight is fixed already.
        nextHash: table.next.hash,
        history: table.history.map((r) => ({
          id: r.id,
          crashPoint: shown(r.crashPoint),
          hash: r.hash,
          seed: r.seed,
        })),
        bet: betView(book.latest(ownerOf(launch, funKey), game.node_id), at),
      });
    },
  );

  app.post('/play/api/crash/bet', async (request: FastifyRequest) => {
    const input = validatePayload<{
      launch: string;
      round: number;
      stake: number;
      autoCashOut?: number | null;
      requestId: string;
    }>(Bet, request.body ?? {}, false);
    const { launch, game, funKey } = await context(input.launch, 'crash');
    const stake = checkStake(game, input.stake);
    const details = { table: game.node_id, round: input.round, autoCashOut: autoTarget(input.autoCashOut) };
    const owner = ownerOf(launch, funKey);
    return inLine(`${owner}|${input.requestId}`, async () => {
      const at = now();
      const table = tables.at(game.node_id, at);
      const known = book.byRequest(owner, input.requestId);
      if (known) {
        // A retried bet: the same one answers as it did, whatever the clock says now; the id
        // with any other content is refused (the platform's rounds say so for real money too).
        const same =
          known.stake === stake &&
          known.round.id === details.round &&
          known.details.autoCashOut === details.autoCashOut &&
          known.launch.token_hash === launch.token_hash;
        if (!same)
          throw new Fault(409, 'request_id_conflict', 'That request id was already used for a different bet');
        if (known.placed)
          await bet(launch, game, { requestId: input.requestId, stake, details: { crash: details } });
        return answer(launch, funKey, { bet: betView(known, at) });
      }
      const round = table.current;
      // Reserved before the first await: two bets sent at once for one flight cannot both pass.
      const seat = `${owner}|${game.node_id}|${round.id}`;
      if (round.id !== input.round || phaseAt(round, at) !== 'betting') {
        seats.leave(`${owner}|${game.node_id}|${input.round}`);
        await refundStranded(sandbox, launch, input.requestId);
        throw windowClosed();
      }
      if (book.inRound(owner, game.node_id, round.id) || seats.takenFrom(seat, input.requestId))
        throw new Fault(
          409,
          'bet_already_placed',
          'You already ride this flight: cash out, or wait for the next',
        );
      const entry: CrashBet = { round, details, owner, requestId: input.requestId, stake, launch, funKey };
      await seats.place(seat, input.requestId, async () => {
        if (launch.mode === 'fun') return fun.debit(funKey, stake);
        entry.placed = await bet(launch, game, {
          requestId: input.requestId,
          stake,
          details: { crash: details },
        });
        throwIfEnded(entry.placed);
      });
      const placed = book.add(entry);
      return answer(launch, funKey, { bet: betView(placed, now()) }, placed.placed?.partnerBalance);
    });
  });

  app.post('/play/api/crash/cashout', async (request: FastifyRequest) => {
    const input = validatePayload<{ launch: string; round: number }>(CashOut, request.body ?? {}, false);
    const { launch, game, funKey } = await context(input.launch, 'crash');
    const at = now();
    const riding = book.inRound(ownerOf(launch, funKey), game.node_id, input.round);
    if (!riding || riding.launch.token_hash !== launch.token_hash)
      throw new Fault(404, 'not_found', 'No bet of yours rides that round');
    const { round } = riding;
    // A bet already being settled (cashed out before, or by the sweep) answers as it was settled.
    let settling = riding.settling;
    if (!settling) {
      if (phaseAt(round, at) === 'betting')
        throw new Fault(409, 'round_not_flying', 'The flight has not started yet');
      const auto = riding.details.autoCashOut;
      const reached = multiplierAt(at - round.fliesAt);
      // The server's clock decides: at or after the crash instant nothing is paid (the bet is
      // settled as lost, or at its auto cash-out if the flight reached it before crashing).
      if (at >= round.crashesAt)
        settling = book.settle(riding, auto !== null && auto < round.crashPoint ? auto : null);
      else settling = book.settle(riding, auto !== null && auto <= reached ? auto : reached);
    }
    const result = await settling;
    if (result.cashedOutAt === null && !result.refunded)
      throw new Fault(409, 'round_crashed', 'The flight crashed before the cash-out: the bet is lost', {
        crashPoint: shown(round.crashPoint),
      });
    return answer(launch, funKey, { bet: betView(riding, now()) });
  });
}
