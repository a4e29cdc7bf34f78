import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sandbox } from '../../core/context';
import { Type } from '@sinclair/typebox';
import { validatePayload } from '../../core/http/validate';
import { toAmount } from '../../platform/ledger';
import type { PlayContext } from './play-context';
import { finishing, roundFailed } from '../../platform/rounds';
import { spinFromSeed } from './slot-math';
import { returnJackpot } from './jackpot-repository';
import { jackpotOfSpin } from './jackpot-spin';

export const Spin = Type.Object({
  launch: Type.String({ minLength: 20 }),
  stake: Type.Number({ exclusiveMinimum: 0 }),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
});

/** The slot's spin: one bet and its settlement, through the ledger unless in fun mode. */
export function registerSlotRoutes(app: FastifyInstance, sandbox: Sandbox, play: PlayContext) {
  const { context, checkStake, bet, settleOrRefund, answer, fun, outcomeSeed } = play;
  app.post('/play/api/spin', async (request: FastifyRequest) => {
    const input = validatePayload<{ launch: string; stake: number; requestId: string }>(
      Spin,
      request.body ?? {},
      false,
    );
    const { launch, game, funKey } = await context(input.launch, 'slot');
    const stake = checkStake(game, input.stake);
    const seed = outcomeSeed();
    if (launch.mode === 'fun') {
      fun.debit(funKey, stake);
      const outcome = spinFromSeed(seed);
      const payout = Math.floor(stake * outcome.multiplier);
      fun.credit(funKey, payout);
      return answer(launch, funKey, {
        roundId: null,
        ...outcome,
        stake: toAmount(stake),
        payout: toAmount(payout),
        seed,
      });
    }
    const round = await bet(launch, game, { requestId: input.requestId, stake });
    let settled = round;
    if (finishing(round.status, round.id) === 'go') {
      // A jackpot slot's spin feeds the pool and may win it: the win rides in the spin's payout.
      const jackpot = await jackpotOfSpin(sandbox, game, round, seed);
      const outcome = { ...spinFromSeed(seed), ...(jackpot ? { jackpot: toAmount(jackpot) } : {}) };
      try {
        settled = await settleOrRefund(round, {
          // The round's own stake: a replayed id never settles with a stake the request names.
          payout: Math.floor(round.stake * outcome.multiplier) + jackpot,
          seed,
          outcome,
        });
      } finally {
        // Refunded instead, the spin won nothing: its jackpot goes back into the pool.
        if (jackpot && settled.status !== 'settled') await returnJackpot(sandbox.db, round.id);
      }
    }
    // A replay of a spin that was refunded answers as the spin did: no outcome, the stake returned.
    if (settled.status === 'rolled_back') throw roundFailed(settled.id);
    const outcome = settled.outcome as ReturnType<typeof spinFromSeed>;
    return answer(
      launch,
      funKey,
      {
        roundId: settled.id,
        ...outcome,
        stake: toAmount(settled.stake),
        payout: toAmount(settled.payout),
        seed: settled.seed,
      },
      // A seamless round's last callback told the partner's balance after it. A win whose credit is
      // not confirmed yet will be (it is sent until it is): the balance after the debit plus the win,
      // rather than asking a partner that just failed to answer, and failing a spin that happened.
      settled.partnerBalance ??
        (round.partnerBalance === undefined ? undefined : round.partnerBalance + Number(settled.payout)),
    );
  });
}
