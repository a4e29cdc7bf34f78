import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { validatePayload } from '../../core/http/validate';
import { repeatEvery } from '../../core/clock/repeat';
import { toAmount } from '../../platform/ledger';
import {
  accountRoundsOfKind,
  findRoundByRequest,
  requestIdConflict,
  type SportBetDetails,
} from '../../platform/rounds';
import { createFixtures, DEFAULT_SPORT_TIMING } from './sport-fixtures';
import { createSportBook } from './sport-book';
import { checkSlip, sameSlip, type LegRequest } from './sport-legs';
import { betView, fixtureView } from './sport-views';
import { onBoard, registerSportLobby } from './sport-lobby';
import { sportLimits } from './stakes';
import type { PlayContext } from './play-context';

export const Bet = Type.Object({
  launch: Type.String({ minLength: 20 }),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  /** What leaves the wallet, once, whatever the number of legs. */
  stake: Type.Number({ exclusiveMinimum: 0 }),
  /** One leg: a single. Two or more, each on its own match: a parlay. */
  legs: Type.Array(
    Type.Object(
      {
        fixture: Type.String({ minLength: 1, maxLength: 40 }),
        market: Type.Union([Type.Literal('1x2'), Type.Literal('handicap'), Type.Literal('total')]),
        selection: Type.String({ minLength: 1, maxLength: 8 }),
        /** The odds the player saw, in thousandths: a moved price is refused, never taken silently. */
        odds: Type.Integer({ minimum: 1000, maximum: 1_000_000 }),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 20 },
  ),
});
interface BetBody {
  launch: string;
  requestId: string;
  stake: number;
  legs: LegRequest[];
}

const realMoneyOnly = () =>
  new Fault(403, 'in_need_true_account', 'Log in to bet: the sportsbook takes real-money bets only');

/**
 * The sportsbook: fixtures of several sports on the sandbox's clock, singles and parlays on 1X2,
 * handicap and total markets. A bet is a round left open until its last match ends; a sweep (a
 * timer, and every board read) then settles it once. Moving the clock forward plays matches out.
 * Refusals: market_closed, odds_changed, parlay_same_fixture, request_id_conflict,
 * invalid_request (stake or legs off the limits), in_need_true_account (play money), and the
 * platform's insufficient_balance and too_many_open_rounds (a pending bet counts as open).
 */
export function registerSportRoutes(
  app: FastifyInstance,
  sandbox: Sandbox,
  play: PlayContext,
  /** The vendor's stored key (vendor_secrets): the results it commits outlive this process. */
  key: string,
) {
  const { context, bet, answer } = play;
  const { sweepMs = 1_000, ...schedule } = sandbox.config.sportTiming ?? {};
  const timing = { ...DEFAULT_SPORT_TIMING, ...schedule };
  // Results are committed (hashed) on the board; a bet whose committed hash no longer matches
  // (the stored key was changed) is refunded rather than guessed at.
  const fixtures = createFixtures(timing, key);
  const book = createSportBook(sandbox, play, fixtures);
  const now = () => sandbox.now().getTime();
  const sweeper = repeatEvery(sweepMs, () => book.sweep(now()), console.error);
  app.addHook('onClose', () => sweeper.stop());
  registerSportLobby(app, fixtures, now);

  app.get<{ Querystring: { launch?: string } }>('/play/api/sport/state', async (request) => {
    const { launch, game, funKey } = await context(request.query.launch ?? '', 'sport');
    const at = now();
    // A page that reads after the clock moved sees its bets settled, not a second later.
    await book.settledBy(at);
    const limits = sportLimits(game.min_bet);
    const bets =
      launch.mode === 'real' ? await accountRoundsOfKind(sandbox.db, launch.account_id!, 'sport') : [];
    return answer(launch, funKey, {
      serverTime: at,
      limits: {
        min: toAmount(limits.min),
        max: toAmount(limits.max),
        maxLegs: limits.maxLegs,
        maxReturn: toAmount(limits.maxReturn),
      },
      // An e-sports game opens the book at its e-sports board; a sports game, the whole book.
      fixtures: fixtures
        .board(at)
        .filter((f) => game.category !== 'ESPORTS' || onBoard('esports', f))
        .map((f) => fixtureView(f, fixtures, at)),
      bets: bets.map((round) => betView(round, fixtures)),
    });
  });

  app.post('/play/api/sport/bet', async (request: FastifyRequest) => {
    const input = validatePayload<BetBody>(Bet, request.body ?? {}, false);
    const { launch, game, funKey } = await context(input.launch, 'sport');
    if (launch.mode !== 'real') throw realMoneyOnly();
    // A retry answers the bet as placed, whatever the odds or the clock say now; the id with any
    // other content is refused before the board is even looked at.
    const known = await findRoundByRequest(sandbox.db, launch.account_id!, input.requestId);
    if (known) {
      const held = (known.outcome as { sport?: SportBetDetails }).sport;
      const stake = Math.round(input.stake * 100);
      if (
        !held ||
        known.launch_hash !== launch.token_hash ||
        !sameSlip(held, stake, Number(known.stake), input.legs)
      )
        throw requestIdConflict();
      return answer(launch, funKey, { bet: betView(known, fixtures) });
    }
    const { stake, details } = checkSlip(input, fixtures, sportLimits(game.min_bet), now());
    const placed = await bet(launch, game, {
      requestId: input.requestId,
      stake,
      details: { sport: details },
    });
    return answer(launch, funKey, { bet: betView(placed, fixtures) }, placed.partnerBalance);
  });
}
