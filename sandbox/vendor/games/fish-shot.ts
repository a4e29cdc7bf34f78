import type { GameRow } from '../../platform/catalogue';
import type { Launch } from '../../platform/launches';
import { finishing, roundFailed } from '../../platform/rounds';
import { payoutOf, type ShotOutcome } from './fish-math';
import type { Fish, ShotResult } from './fish-pool';
import type { PlayContext } from './play-context';

export interface FiredShot {
  result: ShotResult;
  /** A seamless partner's balance after the shot, when its callbacks told it. */
  partnerBalance?: number;
  /** False when the platform answered an earlier request's round: this request decided nothing. */
  decidedHere: boolean;
}

/**
 * One shot's money: the stake taken and the catch paid as one platform round (placeBet, then
 * settleOrRefund at once), by the same rules as a slot spin, for the ledger and a seamless wallet
 * alike; play money stays in memory. The outcome was decided before, from the shot's seed.
 */
export async function fireShot(
  play: PlayContext,
  shot: {
    launch: Launch;
    game: GameRow;
    funKey: string;
    requestId: string;
    stake: number;
    fish: Fish;
    seed: string;
    outcome: ShotOutcome;
  },
): Promise<FiredShot> {
  const { launch, fish, seed, outcome } = shot;
  const target = { target: fish.id, species: fish.species };
  if (launch.mode === 'fun') {
    play.fun.debit(shot.funKey, shot.stake);
    const payout = payoutOf(shot.stake, outcome);
    play.fun.credit(shot.funKey, payout);
    return {
      result: { roundId: null, ...outcome, target: fish.id, stake: shot.stake, payout, seed },
      decidedHere: true,
    };
  }
  const round = await play.bet(launch, shot.game, {
    requestId: shot.requestId,
    stake: shot.stake,
    details: { fish: target },
  });
  let settled = round;
  const decidedHere = finishing(round.status, round.id) === 'go';
  if (decidedHere)
    settled = await play.settleOrRefund(round, {
      // The round's own stake: a replayed id never settles with a stake the request names.
      payout: payoutOf(Number(round.stake), outcome),
      seed,
      // The target stays in the outcome: a replay is compared with it after the settlement too.
      outcome: { fish: target, caught: outcome.caught, multiplier: outcome.multiplier },
    });
  // A replay of a shot that was refunded answers as the shot did: no outcome, the stake returned.
  if (settled.status === 'rolled_back') throw roundFailed(settled.id);
  const recorded = settled.outcome as { fish: typeof target; caught: boolean; multiplier: number };
  return {
    result: {
      roundId: settled.id,
      target: recorded.fish.target,
      species: recorded.fish.species as Fish['species'],
      caught: recorded.caught,
      multiplier: recorded.multiplier,
      stake: Number(settled.stake),
      payout: Number(settled.payout),
      seed: settled.seed ?? seed,
    },
    // As the slot: the last callback's balance, or the balance after the debit plus the win.
    partnerBalance:
      settled.partnerBalance ??
      (round.partnerBalance === undefined ? undefined : round.partnerBalance + Number(settled.payout)),
    decidedHere,
  };
}
