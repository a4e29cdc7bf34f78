import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import type { Launch } from '../../platform/launches';
import { toAmount } from '../../platform/ledger';
import {
  findRoundByRequest,
  isLive,
  liveRoundsOfKind,
  rollbackRound,
  roundFailed,
  type Round,
  type RoundKind,
} from '../../platform/rounds';

/** A retried bet that a later process settled by its coup (closeOrphans): it was made, and it is over. */
const betSettled = (round: Round) =>
  new Fault(409, 'bet_settled', 'That bet has been settled: see its result in your betting record', {
    roundId: round.id,
    payout: toAmount(Number(round.payout)),
  });

/**
 * A shared-table bet (a crash flight, a baccarat coup) whose placing committed but whose answer
 * was lost never reached the table's book, so no sweep settles it. Its retry inside the window
 * finds it through the platform's rounds and joins it to the book; a retry after the window comes
 * here: the stake goes back, once, and the player is told so, instead of the round held open
 * until it goes stale. A retry of a bet refunded already (by a process's start-up refund, or an
 * earlier retry) is told the same: the bet was made and its stake came back, which "the window
 * closed" would deny. One settled since by its coup (closeOrphans) is told that instead.
 */
export async function refundStranded(sandbox: Sandbox, launch: Launch, requestId: string): Promise<void> {
  if (launch.mode === 'fun' || launch.account_id === null) return;
  const round = await findRoundByRequest(sandbox.db, launch.account_id, requestId);
  if (!round || round.kind !== launch.kind || round.launch_hash !== launch.token_hash) return;
  // The refund locks the round and answers it as it then stands: another process may have settled
  // it since it was read (a start-up's closeOrphans dealing its coup), and the player is told that.
  const ended = isLive(round.status) ? await rollbackRound(sandbox, round.id) : round;
  if (ended) throwIfEnded(ended);
}

/**
 * A retry that finds its bet on the platform already closed (refunded or settled by a later
 * process's start-up, while the round it was placed on still takes bets) is told how it ended,
 * not joined to the table as riding.
 */
export function throwIfEnded(round: Round): void {
  if (round.status === 'rolled_back') throw roundFailed(round.id);
  if (round.status === 'settled') throw betSettled(round);
}

/**
 * Settles, by its game's result, a bet an earlier process left open; answers false when that
 * result cannot be shown (the bet then goes back).
 */
export type OrphanSettlement = (round: Round) => Promise<boolean>;

/**
 * A shared table's round lives in its process's memory: a bet left open by an earlier run (stopped
 * in flight, or before its cards) cannot be told its result by the new process's table. At the new
 * process's first sweep each such bet is settled by `settleByResult` where its game can deal its
 * result again (a baccarat coup, from its kept seed), and otherwise its stake goes back, once:
 * a crash flight's outcome was the player's cash-out, which the stopped process took from them,
 * so the malfunction voids the play. Done only once every one is closed: a database failure
 * part-way leaves the rest to the next sweep, not to the stale-round refund hours later.
 */
export function closeOrphans(
  sandbox: Sandbox,
  kind: RoundKind,
  settleByResult: OrphanSettlement = async () => false,
): () => Promise<void> {
  const startedAt = sandbox.now();
  let done = false;
  return async () => {
    if (done) return;
    for (const round of await liveRoundsOfKind(sandbox.db, kind, startedAt))
      if (!(await settleByResult(round))) await rollbackRound(sandbox, round.id);
    done = true;
  };
}
