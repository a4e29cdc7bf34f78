import type { Sandbox } from '../../core/context';
import type { Launch } from '../../platform/launches';
import { findRoundByRequest, isLive, rollbackRound, roundFailed } from '../../platform/rounds';

/**
 * A shared-table bet (a crash flight, a baccarat coup) whose placing committed but whose answer
 * was lost never reached the table's book, so no sweep settles it. Its retry inside the window
 * finds it through the platform's rounds and joins it to the book; a retry after the window comes
 * here: the stake goes back, once, and the player is told so, instead of the round held open
 * until it goes stale.
 */
export async function refundStranded(sandbox: Sandbox, launch: Launch, requestId: string): Promise<void> {
  if (launch.mode === 'fun' || launch.account_id === null) return;
  const round = await findRoundByRequest(sandbox.db, launch.account_id, requestId);
  if (
    !round ||
    round.kind !== launch.kind ||
    !isLive(round.status) ||
    round.launch_hash !== launch.token_hash
  )
    return;
  await rollbackRound(sandbox, round.id);
  throw roundFailed(round.id);
}
