import type { Sandbox } from '../../core/context';
import { creditReward } from '../wagering';
import { reachedLevels } from '@sdk/shared-rules/vip-rules';
import {
  bonusClaimed,
  budgetShort,
  idempotencyConflict,
  levelNotReached,
  rewardsUnavailable,
} from './faults';
import { bonusByLevel, bonusByRequest, insertBonus, lockMember, type BonusRow } from './repository';
import { standingOf } from './standing';

export interface BonusRequest {
  requestId: string;
  level: number;
}

/** The same claim sent again: the same level under the member's request id. */
function replayOf(row: BonusRow, request: BonusRequest): BonusRow {
  if (row.level !== request.level) throw idempotencyConflict();
  return row;
}

/**
 * Pays the level-up bonus of a level the member reached, once: the money from the operator's
 * promotions budget through the ledger (kind `vip_level_bonus`, key `vip-bonus:<id>`). The
 * member's account row is locked first, so two tabs claiming at once are decided one after the
 * other: the second finds the level paid (vip_bonus_claimed), or its own request (a replay).
 * unique (account_id, level) is the last word.
 */
export async function claimBonus(sandbox: Sandbox, accountId: number, request: BonusRequest) {
  const { db } = sandbox;
  const previous = await bonusByRequest(db, accountId, request.requestId);
  if (previous) return replayOf(previous, request);
  const standing = await standingOf(db, accountId);
  const rung = standing.levels.find((row) => row.level === request.level);
  if (
    !rung ||
    rung.level_bonus <= 0 ||
    !reachedLevels(standing.levels, standing.turnover).includes(rung.level)
  )
    throw levelNotReached(request.level);

  const done = db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    const again = await bonusByRequest(tx, accountId, request.requestId);
    if (again) return replayOf(again, request);
    if (await bonusByLevel(tx, accountId, request.level)) throw bonusClaimed(request.level);
    const row = await insertBonus(tx, {
      accountId,
      level: rung.level,
      requestId: request.requestId,
      amount: rung.level_bonus,
      createdAt: sandbox.now(),
    });
    const key = `vip-bonus:${row.id}`;
    await creditReward(sandbox, tx, {
      accountId,
      amountMinor: rung.level_bonus,
      key,
      kind: 'vip_level_bonus',
      reference: key,
    }).catch((error: unknown) => {
      throw budgetShort(error) ? rewardsUnavailable() : error;
    });
    return row;
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => sandbox.balances.invalidate([accountId]));
}
