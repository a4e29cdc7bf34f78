import type { Sandbox } from '../../core/context';
import type { Launch } from '../../platform/launches';
import {
  findRoundByRequest,
  isLive,
  liveRoundIdsOfKind,
  rollbackRound,
  roundFailed,
  type RoundKind,
} from '../../platform/rounds';

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

/**
 * A shared table's round lives in its process's memory: a bet left open by an earlier run (stopped
 * in flight, or before its cards) can be neither settled nor told its result, so its stake goes
 * back, once, at the new process's first sweep, rather than holding the member's next launch until
 * the stale-round refund. Done only once every one is back: a database failure part-way leaves the
 * rest to the next sweep, not to the stale-round refund hours later.
 */
export function orphanRefunds(sandbox: Sandbox, kind: RoundKind): () => Promise<void> {
  const startedAt = sandbox.now();
  let done = false;
  return async () => {
    if (done) return;
    for (const { id } of await liveRoundIdsOfKind(sandbox.db, kind, startedAt))
      await rollbackRound(sandbox, id);
    done = true;
  };
}
