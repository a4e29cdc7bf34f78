import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from '../../core/context';
import { validatePayload } from '../../core/http/validate';
import { findRoundByRequest, requestIdConflict } from '../../platform/rounds';
import type { Launch } from '../../platform/launches';
import { toAmount } from '../../platform/ledger';
import { SPECIES, shotFromSeed } from './fish-math';
import { createFishSessions, type Fish, type FishSession, type ShotResult } from './fish-pool';
import { fireShot } from './fish-shot';
import type { PlayContext } from './play-context';

export const Shoot = Type.Object({
  launch: Type.String({ minLength: 20 }),
  /** The id of a fish in the session's pool, as the state call listed it. */
  fish: Type.String({ minLength: 1, maxLength: 16 }),
  stake: Type.Number({ exclusiveMinimum: 0 }),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
});

/** A shot as the page reads it: amounts in the currency's units. */
const shotView = (shot: ShotResult) => ({
  ...shot,
  stake: toAmount(shot.stake),
  payout: toAmount(shot.payout),
});

const sessionView = (session: FishSession) => ({
  pool: session.visible().map(({ id, species, pays, path }) => ({ id, species, pays, path })),
  tally: {
    shots: session.tally.shots,
    caught: session.tally.caught,
    cost: toAmount(session.tally.cost),
    won: toAmount(session.tally.won),
  },
});

/**
 * The fishing game: a pool of fish per launch, and shots at them. The server decides every shot
 * from its own seed (the page only names its target) and each shot is one platform round, so
 * every stake and every catch is in the betting record and moves money exactly once.
 */
export function registerFishRoutes(app: FastifyInstance, sandbox: Sandbox, play: PlayContext) {
  const { context, checkStake, answer, outcomeSeed } = play;
  const sessionOf = createFishSessions(outcomeSeed);
  const now = () => sandbox.now().getTime();

  app.get<{ Querystring: { launch?: string } }>('/play/api/fish/state', async (request) => {
    const { launch, funKey } = await context(request.query.launch ?? '', 'fish');
    return answer(launch, funKey, {
      species: SPECIES.map(({ id, pays }) => ({ id, pays, boss: id === 'dragon' })),
      ...sessionView(sessionOf(funKey, now())),
    });
  });

  /** A real-money shot's round under this request id, with the stake and the fish it aimed at. */
  async function earlierShot(launch: Launch, requestId: string) {
    if (launch.mode === 'fun' || launch.account_id === null) return undefined;
    const round = await findRoundByRequest(sandbox.db, launch.account_id, requestId);
    if (!round) return undefined;
    const fish = (round.outcome as { fish?: { target: string; species: string } } | null)?.fish;
    // Another kind's round under this id (a spin, say) is another bet, as is an unreadable one.
    return { stake: Number(round.stake), fish: fish ?? { target: '', species: '' } };
  }

  app.post('/play/api/fish/shoot', async (request: FastifyRequest) => {
    // Taken before any await: the rate cap counts shots by when they came, not when they were read.
    const arrivedAt = now();
    const input = validatePayload<{ launch: string; fish: string; stake: number; requestId: string }>(
      Shoot,
      request.body ?? {},
      false,
    );
    const { launch, game, funKey } = await context(input.launch, 'fish');
    const stake = checkStake(game, input.stake);
    const session = sessionOf(funKey, arrivedAt);
    // Replays count too: each answer asks the wallet for the balance (a seamless partner's is a
    // callback), so a flood of one request id is capped like a flood of shots.
    session.admit(arrivedAt);
    const known = session.known(input.requestId);
    if (known) {
      // A retried shot answers as it did; the same id aimed elsewhere or staked otherwise is refused.
      if (known.stake !== stake || known.target !== input.fish) throw requestIdConflict();
      return answer(launch, funKey, { shot: shotView(await known.result), ...sessionView(session) });
    }
    const earlier = await earlierShot(launch, input.requestId);
    if (earlier) {
      // A shot this process no longer remembers (it restarted, or 500 shots came since) answers
      // from its round, as the platform keeps it: the same id aimed or staked otherwise is another
      // bet. The pool is not asked: the fish it aimed at may be gone, and the shot was taken.
      if (earlier.stake !== stake || earlier.fish.target !== input.fish) throw requestIdConflict();
      const seed = outcomeSeed();
      const species = earlier.fish.species as Fish['species'];
      const { result, partnerBalance } = await fireShot(play, {
        launch,
        game,
        funKey,
        requestId: input.requestId,
        stake,
        fish: { id: input.fish, species, pays: 0, path: 0 },
        seed,
        outcome: shotFromSeed(seed, species),
      });
      return answer(launch, funKey, { shot: shotView(result), ...sessionView(session) }, partnerBalance);
    }
    const fish = session.target(input.fish);
    const seed = outcomeSeed();
    const outcome = shotFromSeed(seed, fish.species);
    // A catch takes the fish at once: a second shot sent beside this one finds it gone and costs
    // nothing, rather than paying for one fish twice.
    if (outcome.caught) fish.takenBy = input.requestId;
    const fired = fireShot(play, {
      launch,
      game,
      funKey,
      requestId: input.requestId,
      stake,
      fish,
      seed,
      outcome,
    });
    const result = fired.then((f) => f.result);
    // Only a replay awaits this copy: its failure is answered below, not left unhandled.
    result.catch(() => undefined);
    session.remember(input.requestId, { stake, target: fish.id, result });
    try {
      const { result, partnerBalance, decidedHere } = await fired;
      if (result.caught) session.landed(fish);
      else if (fish.takenBy === input.requestId) fish.takenBy = undefined;
      if (decidedHere) {
        session.tally.shots++;
        session.tally.cost += result.stake;
        session.tally.won += result.payout;
        if (result.caught) session.tally.caught++;
      }
      return answer(launch, funKey, { shot: shotView(result), ...sessionView(session) }, partnerBalance);
    } catch (error) {
      // Refused or refunded: no money moved, so the fish swims on and the id may be sent again.
      if (fish.takenBy === input.requestId) fish.takenBy = undefined;
      session.forget(input.requestId);
      throw error;
    }
  });
}
