import { randomInt } from 'node:crypto';
import type { Sandbox } from '../../core/context';
import { creditReward } from '../wagering';
import { Fault, notFound } from '../../core/http/fault';
import { twinOr } from '../../core/http/twin-request';
import { systemBalanceOf } from '../ledger';
import { actionInvalid, idempotencyConflict, noDraw, notJoined, notOpen, unavailable } from './faults';
import { findPromotion, lockMemberRow, memberRow, type RafflePrizeRow } from './repository';
import { drawByRequest, insertDraw, type DrawRow } from './raffle-repository';
import { closedReason, raffleStanding, type RaffleStanding } from './standing';

export interface DrawRequest {
  promotionId: number;
  requestId: string;
}

/** One prize of the table, each with the chance of its weight; the randomness is the server's. */
export function pickPrize(
  prizes: RafflePrizeRow[],
  random: (max: number) => number = randomInt,
): RafflePrizeRow {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let roll = random(total);
  for (const prize of prizes) {
    if (roll < prize.weight) return prize;
    roll -= prize.weight;
  }
  return prizes[prizes.length - 1]!;
}

const budgetShort = (error: unknown) => error instanceof Fault && error.errorCode === 'insufficient_balance';

/**
 * Draws the prize of the member's next raffle draw and pays it. Under the member's row lock, in
 * one transaction: the draw is recorded as the member's n-th (unique, so it happens once), the
 * prize moves from the promotions budget to the main wallet through the ledger (key
 * `raffle-draw:<id>`). The same request id answers the same draw and prize again; used for another
 * raffle it is refused.
 */
export async function drawRaffle(
  sandbox: Sandbox,
  accountId: number,
  request: DrawRequest,
): Promise<{ draw: DrawRow; standing: RaffleStanding }> {
  const { db } = sandbox;
  const replay = async (draw: DrawRow) => {
    if (draw.promotion_id !== request.promotionId) throw idempotencyConflict();
    const promotion = (await findPromotion(db, draw.promotion_id))!;
    return {
      draw,
      standing: await raffleStanding(
        db,
        promotion,
        await memberRow(db, promotion.id, accountId),
        sandbox.now(),
      ),
    };
  };
  const previous = await drawByRequest(db, accountId, request.requestId);
  if (previous) return replay(previous);
  const promotion = await findPromotion(db, request.promotionId);
  if (!promotion) throw notFound('No such promotion');
  if (promotion.kind !== 'raffle' || !promotion.prizes) throw actionInvalid();
  const prizes = promotion.prizes;
  const now = sandbox.now();
  const reason = closedReason(promotion, now);
  if (reason) throw notOpen(reason);
  const member = await memberRow(db, promotion.id, accountId);
  if (!member) throw notJoined();
  const before = await raffleStanding(db, promotion, member, now);
  if (before.earned <= before.drawn)
    return replay(await twinOr(noDraw(), () => drawByRequest(db, accountId, request.requestId)));
  const most = Math.max(...prizes.map((p) => p.amount));
  if (most > (await systemBalanceOf(db, 'promotions'))) throw unavailable();

  type Outcome = { replayed: DrawRow } | { draw: DrawRow; standing: RaffleStanding };
  const done = db.transaction(async (tx): Promise<Outcome> => {
    const row = (await lockMemberRow(tx, promotion.id, accountId))!;
    const again = await drawByRequest(tx, accountId, request.requestId);
    if (again) return { replayed: again };
    const standing = await raffleStanding(tx, promotion, row, now);
    if (standing.earned <= standing.drawn) throw noDraw();
    const prize = pickPrize(prizes);
    const draw = await insertDraw(tx, {
      promotion_id: promotion.id,
      account_id: accountId,
      entry: standing.drawn + 1,
      request_id: request.requestId,
      prize: prize.prize,
      amount: prize.amount,
      drawn_at: now,
    });
    const key = `raffle-draw:${draw.id}`;
    await creditReward(sandbox, tx, {
      accountId,
      amountMinor: prize.amount,
      key,
      kind: 'raffle_prize',
      reference: `promotion:${promotion.id}`,
    }).catch((error: unknown) => {
      throw budgetShort(error) ? unavailable() : error;
    });
    return {
      draw,
      standing: { ...standing, drawn: standing.drawn + 1, draws: [draw, ...standing.draws] },
    };
  });
  const result = await done.finally(() => sandbox.balances.invalidate([accountId]));
  // Drawn meanwhile under the same id (a second tab's retry): the first draw, as a replay answers it.
  return 'replayed' in result ? replay(result.replayed) : result;
}
