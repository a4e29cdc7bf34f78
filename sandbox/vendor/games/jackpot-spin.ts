import type { Sandbox } from '../../core/context';
import type { GameRow } from '../../platform/catalogue';
import { rollbackRound, roundFailed, type Round } from '../../platform/rounds';
import { hitsJackpot } from './jackpot-math';
import { enterJackpot, returnJackpot } from './jackpot-repository';

/**
 * What a slot's spin won of the jackpot (0 for a slot without one, or a spin that missed), its
 * entry made before the round settles. An entry that fails refunds the round, as a failed
 * settlement does: the player gets the stake back rather than a round held open.
 */
export async function jackpotOfSpin(sandbox: Sandbox, game: GameRow, round: Round, seed: string) {
  if (game.game_type !== 'JACKPOT') return 0;
  try {
    return await enterJackpot(sandbox.db, round.id, round.stake, hitsJackpot(seed));
  } catch (error) {
    await rollbackRound(sandbox, round.id);
    // The entry may have committed with only its answer lost: a win it took goes back.
    await returnJackpot(sandbox.db, round.id);
    console.error(`round ${round.id} refunded after a failed jackpot entry: ${String(error)}`);
    throw roundFailed(round.id);
  }
}
