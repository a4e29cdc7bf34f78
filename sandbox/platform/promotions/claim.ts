import type { Sandbox } from '../../core/context';
import { creditReward } from '../wagering';
import { Fault, notFound } from '../../core/http/fault';
import { systemBalanceOf } from '../ledger';
import {
  actionInvalid,
  alreadyClaimed,
  firstDepositRequired,
  idempotencyConflict,
  notJoined,
  notOpen,
  unavailable,
} from './faults';
import {
  awaitsFirstDeposit,
  claimByRequest,
  findPromotion,
  lockMemberRow,
  markClaimed,
  memberRow,
  type MemberRow,
} from './repository';
import { closedReason } from './standing';

export interface ClaimRequest {
  promotionId: number;
  requestId: string;
}

/** The promotions' category of gifts for signing up (the seed's welcome gift). */
const SIGN_UP_GIFTS = 'newMember';

/** The same claim sent again: the same promotion under the member's request id. */
function replayOf(row: MemberRow, request: ClaimRequest): MemberRow {
  if (row.promotion_id !== request.promotionId) throw idempotencyConflict();
  return row;
}

/**
 * The member's row found claimed before this request's own lock: by a twin of this request (the
 * same id, sent at once from another tab) that committed between our two reads, it answers as its
 * replay; by another request, promotion_already_claimed.
 */
function claimedBefore(row: MemberRow, request: ClaimRequest): MemberRow {
  if (row.claim_request_id === request.requestId) return row;
  throw alreadyClaimed();
}

/** The promotions budget cannot pay: the ledger refused to take it below zero. */
const budgetShort = (error: unknown) => error instanceof Fault && error.errorCode === 'insufficient_balance';

/**
 * Claims a claim promotion's bonus: once per member, whatever the request ids. In one transaction
 * under the member's row lock (so two tabs claiming at once pay once: the second finds the row
 * claimed), the bonus moves from the operator's promotions budget to the main wallet through the
 * ledger under key `promotion-claim:<promotion>:<account>:<request id>`. A retry under the first
 * request id answers the first claim.
 */
export async function claimPromotion(
  sandbox: Sandbox,
  accountId: number,
  request: ClaimRequest,
): Promise<MemberRow> {
  const { db } = sandbox;
  const previous = await claimByRequest(db, accountId, request.requestId);
  if (previous) return replayOf(previous, request);
  const promotion = await findPromotion(db, request.promotionId);
  if (!promotion) throw notFound('No such promotion');
  if (promotion.kind !== 'claim' || promotion.bonus === null) throw actionInvalid();
  const now = sandbox.now();
  const current = await memberRow(db, promotion.id, accountId);
  if (current?.state === 'claimed') return claimedBefore(current, request);
  const reason = closedReason(promotion, now);
  if (reason) throw notOpen(reason);
  if (!current) throw notJoined();
  if (promotion.category === SIGN_UP_GIFTS && (await awaitsFirstDeposit(db, accountId)))
    throw firstDepositRequired();
  const bonus = promotion.bonus;
  if (bonus > (await systemBalanceOf(db, 'promotions'))) throw unavailable();

  const done = db.transaction(async (tx) => {
    const row = await lockMemberRow(tx, promotion.id, accountId);
    const again = await claimByRequest(tx, accountId, request.requestId);
    if (again) return replayOf(again, request);
    if (!row) throw notJoined();
    if (row.state === 'claimed') throw alreadyClaimed();
    const key = `promotion-claim:${promotion.id}:${accountId}:${request.requestId}`;
    await creditReward(sandbox, tx, {
      accountId,
      amountMinor: bonus,
      key,
      kind: 'promotion_bonus',
      reference: `promotion:${promotion.id}`,
    }).catch((error: unknown) => {
      throw budgetShort(error) ? unavailable() : error;
    });
    await markClaimed(tx, promotion.id, accountId, request.requestId, bonus, now);
    return (await lockMemberRow(tx, promotion.id, accountId))!;
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => sandbox.balances.invalidate([accountId]));
}
