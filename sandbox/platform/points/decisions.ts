import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { redeemTransition, type RedeemDecision } from '@sdk/shared-rules/redeem-status';
import { movePoints } from './book';
import {
  lockRedeem,
  markDecided,
  processingRedeemIds,
  redeemById,
  type LockedRedeem,
  type RedeemRow,
} from './redeems-repository';
import { lockMemberPoints } from './repository';
import { restock } from './rewards-repository';

/**
 * What the operator does with a redeem (a real platform's back office; here the switches under
 * /sandbox/points/redeems/). A redeem in process is decided once, in one transaction; any other is
 * answered as it stands, so a second or concurrent decision moves nothing.
 */

/** The reward is sent: the held points end in the book's `redeemed` (key `redeem:<id>:approved`). */
async function approve(tx: Queryable, redeem: LockedRedeem, at: Date) {
  await markDecided(tx, redeem.id, { status: 'approved', at, reason: null });
  await movePoints(tx, {
    key: `redeem:${redeem.id}:approved`,
    kind: 'redeem_approved',
    reference: `redeem:${redeem.id}`,
    from: 'held',
    to: 'redeemed',
    points: redeem.points,
  });
}

/**
 * The reward is not sent: the points go back to the member (key `redeem:<id>:refund`) and the
 * rewards back into stock. The member's points are locked before the stock and the book, in the
 * order a redeem takes them, so a reject and a redeem never wait on each other crosswise.
 */
async function reject(tx: Queryable, redeem: LockedRedeem, at: Date, reason: string) {
  await lockMemberPoints(tx, redeem.account_id);
  await restock(tx, redeem.reward_id, redeem.quantity);
  await markDecided(tx, redeem.id, { status: 'rejected', at, reason });
  await movePoints(tx, {
    key: `redeem:${redeem.id}:refund`,
    kind: 'redeem_refund',
    reference: `redeem:${redeem.id}`,
    from: 'held',
    to: { member: redeem.account_id },
    points: redeem.points,
  });
}

/** Approves or rejects a redeem; answers it as it stands after, or undefined when there is none. */
export function decideRedeem(
  sandbox: Sandbox,
  redeemId: number,
  decision: RedeemDecision,
  reason = 'Rejected by the operator',
): Promise<RedeemRow | undefined> {
  return sandbox.db.transaction(async (tx) => {
    const redeem = await lockRedeem(tx, redeemId);
    if (!redeem) return undefined;
    const next = redeemTransition(redeem.status, decision);
    if (next === 'approved') await approve(tx, redeem, sandbox.now());
    if (next === 'rejected') await reject(tx, redeem, sandbox.now(), reason);
    return redeemById(tx, redeemId);
  });
}

/** Rejects every redeem in process (the sandbox reset clears the operator's queue). */
export async function rejectAllInProcess(sandbox: Sandbox, reason: string) {
  for (const id of await processingRedeemIds(sandbox.db)) await decideRedeem(sandbox, id, 'reject', reason);
}
