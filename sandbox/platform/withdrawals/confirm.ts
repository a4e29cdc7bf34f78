import { randomBytes } from 'node:crypto';
import type { WithdrawProofUpload } from '@sdk/contract/entities/withdraw';
import type { Sandbox } from '../../core/context';
import { Fault, notFound } from '../../core/http/fault';
import { receiveDueOf } from './auto-receive';
import { checkProofs, proofInvalid, type CheckedProof } from './proofs';
import { insertProof, markAnswered, memberOrder, type WithdrawStatus } from './repository';

export interface WithdrawAnswer {
  orderNo: string;
  received: boolean;
  proofs?: WithdrawProofUpload[];
}

const notAwaiting = () =>
  new Fault(409, 'withdraw_not_awaiting', 'This withdrawal is not waiting for a confirmation');

/**
 * Whether an order in this status takes this answer: the first answer while the order awaits it,
 * and "received" once more for an order reported not received (the money arrived late).
 */
const takes = (status: WithdrawStatus, received: boolean) =>
  status === 'awaiting_confirmation' || (status === 'not_received' && received);

/**
 * The player's answer to a paid withdrawal (SPEC §4): received, or not received with proof
 * images, kept for the operator's investigation. The first answer only while the order awaits it:
 * an unpaid order, or one whose time has passed, is refused. After "not received" the player may
 * still say "received", once (the proofs stay, as the record of the complaint); nothing else
 * follows a final answer. No money moves: the operator paid it already; a complaint is the
 * operator's to investigate.
 */
export async function confirmWithdrawal(sandbox: Sandbox, accountId: number, answer: WithdrawAnswer) {
  const { db } = sandbox;
  // An order whose time has passed is received before it is judged: a late answer finds it so.
  await receiveDueOf(sandbox, accountId);
  const order = await memberOrder(db, accountId, answer.orderNo);
  if (!order) throw notFound('No such withdrawal order');
  if (!takes(order.status, answer.received)) throw notAwaiting();
  let proofs: CheckedProof[] = [];
  if (!answer.received) proofs = checkProofs(answer.proofs ?? []);
  // "Received" needs no evidence: proofs sent with it would be kept for nothing.
  else if (answer.proofs?.length) throw proofInvalid(0, 'count');
  const now = sandbox.now();
  await db.transaction(async (tx) => {
    const answered = await markAnswered(
      tx,
      accountId,
      answer.orderNo,
      answer.received ? 'received' : 'not_received',
      now,
    );
    // A concurrent answer (or the sweeper) came first and this one no longer applies.
    if (!answered) throw notAwaiting();
    for (const [position, proof] of proofs.entries()) {
      await insertProof(tx, {
        id: `wp_${randomBytes(12).toString('base64url')}`,
        orderId: answered.id,
        position,
        name: proof.name,
        type: proof.type,
        data: proof.bytes,
        createdAt: now,
      });
    }
  });
  return (await memberOrder(db, accountId, answer.orderNo))!;
}
