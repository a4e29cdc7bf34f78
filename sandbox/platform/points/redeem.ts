import type { Sandbox } from '../../core/context';
import { notFound } from '../../core/http/fault';
import { twinOr } from '../../core/http/twin-request';
import { requirePaymentPassword } from '../security-centre';
import { redeemCost } from '@sdk/shared-rules/points-rules';
import { movePoints } from './book';
import { idempotencyConflict, outOfStock, pointsInsufficient, quantityInvalid } from './faults';
import { insertRedeem, redeemById, redeemByRequest, type RedeemRow } from './redeems-repository';
import { lockMember, lockMemberPoints, memberPoints } from './repository';
import { findReward, takeStock } from './rewards-repository';

export interface RedeemRequest {
  requestId: string;
  rewardId: number;
  quantity: number;
  paymentPassword: string;
}

/** The same redeem sent again: the same reward and quantity under the member's request id. */
const sameRedeem = (row: RedeemRow, request: RedeemRequest) =>
  row.reward_id === request.rewardId && row.quantity === request.quantity;

function replayOf(row: RedeemRow, request: RedeemRequest): RedeemRow {
  if (!sameRedeem(row, request)) throw idempotencyConflict();
  return row;
}

/**
 * Redeems a reward: the stock and the points are taken at once (the points held until the
 * operator decides, key `redeem:<id>`), and the redeem waits in process. Refusals that need no
 * secret come before the payment password, so they spend no guess; the password is checked outside
 * the transaction (see verifyPaymentPassword). Inside, the member's account row and points are
 * locked first, so their redeems and conversions queue, and stock and points are judged again.
 */
export async function redeem(
  sandbox: Sandbox,
  accountId: number,
  request: RedeemRequest,
): Promise<RedeemRow> {
  const { db } = sandbox;
  const previous = await redeemByRequest(db, accountId, request.requestId);
  if (previous) return replayOf(previous, request);
  const reward = await findReward(db, request.rewardId);
  if (!reward) throw notFound('No such reward');
  if (request.quantity > reward.max_per_redeem) throw quantityInvalid(reward.max_per_redeem);
  const twin = () => redeemByRequest(db, accountId, request.requestId);
  if (request.quantity > reward.stock) return replayOf(await twinOr(outOfStock(reward.stock), twin), request);
  const cost = redeemCost(reward.points, request.quantity);
  const points = await memberPoints(db, accountId);
  if (cost === undefined || cost > points)
    return replayOf(await twinOr(pointsInsufficient(points, cost), twin), request);

  await requirePaymentPassword(sandbox, accountId, request.paymentPassword);

  return db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    const held = await lockMemberPoints(tx, accountId);
    const again = await redeemByRequest(tx, accountId, request.requestId);
    if (again) return replayOf(again, request);
    const taken = await takeStock(tx, request.rewardId, request.quantity);
    if (!taken) throw outOfStock((await findReward(tx, request.rewardId))?.stock ?? 0);
    // The price as the stock was taken: the catalogue may have changed since the first read.
    const price = redeemCost(taken.points, request.quantity);
    if (price === undefined || price > held.balance) throw pointsInsufficient(held.balance, price);
    const id = await insertRedeem(tx, {
      accountId,
      requestId: request.requestId,
      rewardId: request.rewardId,
      quantity: request.quantity,
      points: price,
      at: sandbox.now(),
    });
    await movePoints(tx, {
      key: `redeem:${id}`,
      kind: 'redeem',
      reference: `redeem:${id}`,
      from: { member: accountId },
      to: 'held',
      points: price,
    });
    return (await redeemById(tx, id))!;
  });
}
