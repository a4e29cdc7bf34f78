import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import type { BaccaratBetDetails } from '../../platform/rounds';
import { coupOf } from './baccarat-math';
import { coupResult } from './baccarat-bets';
import { keptSeedOf } from './coup-seeds-repository';
import { seedHash } from './crash-math';
import type { PlayContext } from './play-context';
import type { OrphanSettlement } from './stranded-bets';

/**
 * A baccarat bet an earlier process left open, settled by its coup: the coup is dealt from its
 * seed alone, and the seed was kept (coup_seeds) before the coup's first real-money bet was taken,
 * so the new process deals the same cards and pays what the old one would have paid, a win paid
 * and a loss kept. The seed must match the hash the bet recorded, the one published before its
 * window. A bet with no kept seed, or still pending at its wallet (the stake itself not known to be
 * taken), is left to the refund.
 */
export function settleOrphanCoup(sandbox: Sandbox, play: PlayContext): OrphanSettlement {
  return async (round) => {
    const details = (round.outcome as { baccarat?: BaccaratBetDetails } | null)?.baccarat;
    if (round.status !== 'open' || !details?.hash) return false;
    const seed = await keptSeedOf(sandbox.db, details.hash);
    if (seed === undefined || seedHash(seed) !== details.hash) return false;
    const result = coupResult(details, { seed, hash: details.hash, coup: coupOf(seed) });
    // A database failure throws and leaves the bet open for the next sweep (canWait); a settlement
    // the platform refuses refunds it, which closes it all the same.
    await play.settleOrRefund(round, result, { canWait: true }).catch((error: unknown) => {
      if (!(error instanceof Fault && error.errorCode === 'round_failed')) throw error;
    });
    return true;
  };
}
