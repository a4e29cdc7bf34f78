import type { Sandbox } from '../../core/context';
import { notFound } from '../../core/http/fault';
import type { PromotionStatusName } from '@sdk/contract/entities/promotions';
import { notOpen } from './faults';
import { findPromotion, insertMemberRow, memberRow } from './repository';
import { closedReason, raffleStanding, statusOf } from './standing';

/**
 * Signs the member up for a promotion, or (kind apply) files their application for the operator.
 * Joining again changes nothing and answers the status as it stands; a promotion not running takes
 * no one new.
 */
export async function joinPromotion(
  sandbox: Sandbox,
  accountId: number,
  promotionId: number,
): Promise<PromotionStatusName> {
  const { db } = sandbox;
  const promotion = await findPromotion(db, promotionId);
  if (!promotion) throw notFound('No such promotion');
  const now = sandbox.now();
  let member = await memberRow(db, promotionId, accountId);
  if (!member) {
    const reason = closedReason(promotion, now);
    if (reason) throw notOpen(reason);
    member = await insertMemberRow(db, {
      promotionId,
      accountId,
      state: promotion.kind === 'apply' ? 'applying' : 'signedUp',
      at: now,
    });
  }
  const raffle = promotion.kind === 'raffle' ? await raffleStanding(db, promotion, member, now) : undefined;
  return statusOf(promotion, member, now, raffle);
}
