import type { Sandbox } from '../../core/context';
import { notFound } from '../../core/http/fault';
import { actionInvalid, notJoined } from './faults';
import { decideApplication, findPromotion, insertMemberRow, memberRow } from './repository';
import { insertGrant } from './raffle-repository';
import { raffleStanding, statusOf } from './standing';

/**
 * The operator's side of promotions, which a real platform's back office does: decide an
 * application (approve or reject it, once), and grant a member a raffle draw.
 */

export async function decideApplicationOf(
  sandbox: Sandbox,
  accountId: number,
  promotionId: number,
  decision: 'approve' | 'reject',
) {
  const { db } = sandbox;
  const promotion = await findPromotion(db, promotionId);
  if (!promotion) throw notFound('No such promotion');
  if (promotion.kind !== 'apply') throw actionInvalid();
  const before = await memberRow(db, promotionId, accountId);
  if (!before) throw notJoined();
  const decided = await decideApplication(
    db,
    promotionId,
    accountId,
    decision === 'approve' ? 'approved' : 'rejected',
    sandbox.now(),
  );
  const after = (await memberRow(db, promotionId, accountId))!;
  return { decided, status: statusOf(promotion, after, sandbox.now()) };
}

/** Grants a raffle draw; the member is signed up first when they were not. */
export async function grantRaffleDraw(sandbox: Sandbox, accountId: number, promotionId: number) {
  const { db } = sandbox;
  const promotion = await findPromotion(db, promotionId);
  if (!promotion) throw notFound('No such promotion');
  if (promotion.kind !== 'raffle') throw actionInvalid();
  const now = sandbox.now();
  const member = await insertMemberRow(db, { promotionId, accountId, state: 'signedUp', at: now });
  await insertGrant(db, promotionId, accountId, now);
  const standing = await raffleStanding(db, promotion, member, now);
  return {
    earned: standing.earned,
    drawn: standing.drawn,
    status: statusOf(promotion, member, now, standing),
  };
}
