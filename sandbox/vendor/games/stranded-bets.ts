import type { Sandbox } from '../../core/context';
import type { Launch } from '../../platform/launches';
import { findRoundByRequest, isLive, rollbackRound, roundFailed } from '../../platform/rounds';

/**
 * A shared-table bet (a crash flight, a baccarat coup) whose placing committed but whose answer
 * was lost never reached the table's book, so no sweep settles it. Its retry inside the window
 * finds it through the platform's rounds and joins it to the book; a retry after the window comes
 * here: the stake goes back, once, and the player is told so, instead of the round held open
 * until it goes stale. A retry of a bet refunded already (by a process's start-up refund, or an
 * earlier retry) is told the same: the bet was made and its stake came back, which "the window
 * closed" would deny.
 */
export async function refundStranded(sandbox: Sandbox, launch: Launch, requestId: string): Promise<void> {
  if (launch.mode === 'fun' || launch.account_id === null) return;
  const round = await findRoundByRequest(sandbox.db, launch.account_id, requestId);
  if (!round || round.kind !== launch.kind || round.launch_hash !== launch.token_hash) return;
  if (isLive(round.status)) await rollbackRound(sandbox, round.id);
  else if (round.status !== 'rolled_back') return;
  throw roundFailed(round.id);
}
