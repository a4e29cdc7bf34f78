import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { validatePayload } from '../../core/http/validate';
import { repeatEvery } from '../../core/clock/repeat';
import { toAmount } from '../../platform/ledger';
import { DEFAULT_BACCARAT_TIMING, phaseOf } from './baccarat-schedule';
import { createBaccaratTables } from './baccarat-tables';
import { createBaccaratBook, type BaccaratBet } from './baccarat-bets';
import { registerBaccaratLobby } from './baccarat-lobby';
import { betView, roadView, roundView } from './baccarat-views';
import { checkSpots, sameSpots } from './baccarat-spots';
import { baccaratLimits } from './stakes';
import type { PlayContext } from './play-context';
import { requestLine } from './request-line';
import { tableSeats } from './table-seats';
import { closeOrphans, refundStranded, throwIfEnded } from './stranded-bets';
import { settleOrphanCoup } from './baccarat-orphans';
import { createSeedKeeper } from './coup-seeds-repository';

const Stake = Type.Optional(Type.Number({ exclusiveMinimum: 0 }));
export const Bet = Type.Object({
  launch: Type.String({ minLength: 20 }),
  /** The coup the page saw open: a bet never slides into a later coup than the player chose. */
  round: Type.Integer({ minimum: 0 }),
  /** The stake on each spot chosen; a spot the table does not have is refused. */
  bets: Type.Object(
    { player: Stake, banker: Stake, tie: Stake, playerPair: Stake, bankerPair: Stake },
    { additionalProperties: false, minProperties: 1 },
  ),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
});
interface BetBody {
  launch: string;
  round: number;
  bets: Record<string, number>;
  requestId: string;
}

const windowClosed = () =>
  new Fault(409, 'bet_window_closed', 'Bets for that coup are closed: bet on the next one');

/**
 * The baccarat table: one shared coup per game on the sandbox's clock. A bet (chips on one or
 * more spots) is taken in the window only; every bet on a coup settles in the background once its
 * cards are dealt, whether or not the player's page still asks.
 */
export function registerBaccaratRoutes(app: FastifyInstance, sandbox: Sandbox, play: PlayContext) {
  const { context, bet, answer, fun, outcomeSeed } = play;
  const { sweepMs = 200, ...timing } = { ...DEFAULT_BACCARAT_TIMING, ...sandbox.config.baccaratTiming };
  const tables = createBaccaratTables(timing, outcomeSeed);
  const book = createBaccaratBook(play);
  const now = () => sandbox.now().getTime();
  const seats = tableSeats();
  const inLine = requestLine();
  const closeOrphanBets = closeOrphans(sandbox, 'baccarat', settleOrphanCoup(sandbox, play));
  const keepSeed = createSeedKeeper(sandbox.db);
  // Five sweeps a second by default (`sweepMs`): a bet is paid within 200 ms of its coup's result,
  // page or no page.
  // A page's read joins the sweep too (one sweep at a time), so a table's bets settle when it is
  // looked at: the ledger simulation turns the timer off and settles them by its reads alone, at
  // moments of its own choosing (tests/simulation/live-tables.ts), as the sportsbook's reads do.
  let sweeping: Promise<void> | undefined;
  const sweep = () =>
    (sweeping ??= (async () => {
      await closeOrphanBets();
      await book.sweep(now());
    })().finally(() => (sweeping = undefined)));
  const sweeper = repeatEvery(sweepMs, sweep, console.error);
  app.addHook('onClose', () => sweeper.stop());
  registerBaccaratLobby(app, sandbox, tables);

  const ownerOf = (launch: { mode: string; account_id: number | null }, funKey: string) =>
    launch.mode === 'fun' ? `f:${funKey}` : `a:${launch.account_id}`;

  app.get<{ Querystring: { launch?: string; balance?: string } }>(
    '/play/api/baccarat/state',
    async (request) => {
      const { launch, game, funKey } = await context(request.query.launch ?? '', 'baccarat');
      // A bet whose moment came is settled before the page is told (a failure: left to the next).
      await sweep().catch(console.error);
      const at = now();
      const table = tables.at(game.node_id, at);
      const limits = baccaratLimits(game.min_bet);
      // `balance=0` spares the wallet (a seamless partner's is a callback) on most polls.
      const reply = (body: Record<string, unknown>) =>
        request.query.balance === '0' ? { success: true, value: body } : answer(launch, funKey, body);
      return reply({
        serverTime: at,
        round: roundView(table.current, at),
        nextHash: table.next.hash,
        road: roadView(table.road),
        seated: tables.seat(table, ownerOf(launch, funKey), at),
        limits: { min: toAmount(limits.min), max: toAmount(limits.max), sideMax: toAmount(limits.sideMax) },
        bet: betView(book.latest(ownerOf(launch, funKey), game.node_id), at),
      });
    },
  );

  app.post('/play/api/baccarat/bet', async (request: FastifyRequest) => {
    const input = validatePayload<BetBody>(Bet, request.body ?? {}, false);
    const { launch, game, funKey } = await context(input.launch, 'baccarat');
    const { spots, stake } = checkSpots(input.bets, baccaratLimits(game.min_bet));
    const details = { table: game.node_id, round: input.round, spots };
    const owner = ownerOf(launch, funKey);
    return inLine(`${owner}|${input.requestId}`, async () => {
      const at = now();
      const known = book.byRequest(owner, input.requestId);
      if (known) {
        // A retried bet answers as it did, whatever the clock says now; the id with any other
        // content is refused (the platform's rounds say so for real money too).
        const same =
          known.round.id === details.round &&
          sameSpots(known.details.spots, spots) &&
          known.launch.token_hash === launch.token_hash;
        if (!same)
          throw new Fault(409, 'request_id_conflict', 'That request id was already used for a different bet');
        if (known.placed)
          await bet(launch, game, {
            requestId: input.requestId,
            stake,
            details: { baccarat: known.details },
          });
        return answer(launch, funKey, { bet: betView(known, at) });
      }
      const round = tables.at(game.node_id, at).current;
      // Reserved before the first await: two bets sent at once for one coup cannot both pass.
      const seat = `${owner}|${game.node_id}|${round.id}`;
      if (round.id !== input.round || phaseOf(round, at) !== 'betting') {
        seats.leave(`${owner}|${game.node_id}|${input.round}`);
        await refundStranded(sandbox, launch, input.requestId);
        throw windowClosed();
      }
      if (book.inRound(owner, game.node_id, round.id) || seats.takenFrom(seat, input.requestId))
        throw new Fault(409, 'bet_already_placed', 'Your chips are already on this coup: wait for the next');
      // The coup's published hash goes with the bet: a later process finds the coup's seed by it.
      const placing = { ...details, hash: round.hash };
      const entry: BaccaratBet = {
        round,
        details: placing,
        owner,
        requestId: input.requestId,
        stake,
        launch,
        funKey,
      };
      await seats.place(seat, input.requestId, async () => {
        if (launch.mode === 'fun') return fun.debit(funKey, stake);
        // Kept before the stake is taken: a bet the process then leaves open can still be dealt.
        await keepSeed(round);
        entry.placed = await bet(launch, game, {
          requestId: input.requestId,
          stake,
          details: { baccarat: placing },
        });
        throwIfEnded(entry.placed);
      });
      const placed = book.add(entry);
      return answer(launch, funKey, { bet: betView(placed, now()) }, placed.placed?.partnerBalance);
    });
  });
}
