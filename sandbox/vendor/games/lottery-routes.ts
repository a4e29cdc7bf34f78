import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { validatePayload } from '../../core/http/validate';
import { toAmount } from '../../platform/ledger';
import type { PlayContext } from './play-context';
import { finishing, rollbackRound, type SeamlessRound } from '../../platform/rounds';
import { MAX_PICKS, drawFromSeed, lotteryPayout } from '../../platform/catalogue';

export const Bet = Type.Object({
  launch: Type.String({ minLength: 20 }),
  stake: Type.Number({ exclusiveMinimum: 0 }),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  picks: Type.Array(Type.String({ pattern: '^[0-9]{2}$' }), {
    minItems: 1,
    maxItems: MAX_PICKS,
    uniqueItems: true,
  }),
});
export const RoundAction = Type.Object({
  launch: Type.String({ minLength: 20 }),
  roundId: Type.Integer({ minimum: 1 }),
});

/** The lottery draw: a bet on picked numbers, then the draw that settles it, or a cancel that refunds it. */
export function registerLotteryRoutes(app: FastifyInstance, sandbox: Sandbox, play: PlayContext) {
  const { context, checkStake, bet, settleOrRefund, answer, ownRound, fun } = play;
  app.post('/play/api/lottery/bet', async (request) => {
    const input = validatePayload<{ launch: string; stake: number; requestId: string; picks: string[] }>(
      Bet,
      request.body ?? {},
      false,
    );
    const { launch, game, funKey } = await context(input.launch, 'lottery');
    const stake = checkStake(game, input.stake);
    if (launch.mode === 'fun') {
      fun.debit(funKey, stake);
      const id = fun.nextRoundId();
      fun.rounds.set(id, { stake, picks: input.picks, funKey });
      return answer(launch, funKey, { roundId: id });
    }
    const round = await bet(launch, game, {
      requestId: input.requestId,
      stake,
      lottoGameCode: launch.lotto_game_code ?? game.game_id,
      details: { picks: input.picks },
    });
    return answer(launch, funKey, { roundId: round.id, status: round.status }, round.partnerBalance);
  });

  app.post('/play/api/lottery/draw', async (request) => {
    const input = validatePayload<{ launch: string; roundId: number }>(
      RoundAction,
      request.body ?? {},
      false,
    );
    const { launch, funKey } = await context(input.launch, 'lottery');
    const seed = play.outcomeSeed();
    const drawn = drawFromSeed(seed);
    if (launch.mode === 'fun') {
      const round = fun.rounds.get(input.roundId);
      if (!round || round.funKey !== funKey) throw new Fault(404, 'not_found', 'No such round');
      fun.rounds.delete(input.roundId);
      const { hits, payout } = lotteryPayout(round.picks, drawn, round.stake);
      fun.credit(funKey, payout);
      return answer(launch, funKey, { drawn, hits, payout: toAmount(payout), seed });
    }
    const round = await ownRound(launch, input.roundId);
    let settled: SeamlessRound = round;
    // A ticket whose stake a partner has not confirmed yet is not drawn (round_in_progress).
    if (finishing(round.status, round.id) === 'go') {
      const picks = (round.outcome as { picks: string[] }).picks;
      const { hits, payout } = lotteryPayout(picks, drawn, round.stake);
      settled = await settleOrRefund(round, { payout, seed, outcome: { picks, drawn, hits } });
    }
    const outcome = settled.outcome as { drawn: string[]; hits: string[] };
    return answer(
      launch,
      funKey,
      {
        drawn: outcome.drawn,
        hits: outcome.hits,
        payout: toAmount(settled.payout),
        seed: settled.seed,
        status: settled.status,
      },
      settled.partnerBalance,
    );
  });

  app.post('/play/api/lottery/cancel', async (request) => {
    const input = validatePayload<{ launch: string; roundId: number }>(
      RoundAction,
      request.body ?? {},
      false,
    );
    const { launch, funKey } = await context(input.launch, 'lottery');
    if (launch.mode === 'fun') {
      const round = fun.rounds.get(input.roundId);
      if (round?.funKey === funKey) {
        fun.rounds.delete(input.roundId);
        fun.credit(funKey, round.stake);
      }
      return answer(launch, funKey, { status: 'rolled_back' });
    }
    await ownRound(launch, input.roundId);
    const round = await rollbackRound(sandbox, input.roundId, 'player');
    return answer(launch, funKey, { status: round?.status }, round?.partnerBalance);
  });
}
