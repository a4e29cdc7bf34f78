import type { Sandbox } from '../../core/context';
import { creditReward } from '../wagering';
import { Fault, notFound } from '../../core/http/fault';
import { lockedBalanceOf, systemBalanceOf } from '../ledger';
import { missionWindow } from '@sdk/shared-rules/mission-rules';
import { alreadyClaimed, idempotencyConflict, missionUnavailable, notComplete } from './faults';
import { activityIn } from './activity';
import {
  claimByRequest,
  claimInPeriod,
  findMission,
  insertClaim,
  lockMember,
  type ClaimRow,
} from './repository';

export interface ClaimRequest {
  requestId: string;
  missionId: number;
}

/** The same claim sent again: the same mission under the member's request id. */
function replayOf(row: ClaimRow, request: ClaimRequest): ClaimRow {
  if (row.mission_id !== request.missionId) throw idempotencyConflict();
  return row;
}

/**
 * The period's claim, found before this request's own lock: a twin of this request (the same id,
 * sent at once from another tab) that committed between our two reads answers as its replay;
 * another request's claim is mission_already_claimed.
 */
function claimedInPeriod(row: ClaimRow, request: ClaimRequest): ClaimRow {
  if (row.request_id === request.requestId) return row;
  throw alreadyClaimed();
}

/** The promotions budget cannot pay: the ledger refused to take it below zero. */
const budgetShort = (error: unknown) => error instanceof Fault && error.errorCode === 'insufficient_balance';

/**
 * Claims a done mission for its current period, in one transaction: the claim row (one per member,
 * mission and period) and the reward from the operator's promotions budget through the ledger (key
 * `mission:<claimId>`, kind `mission_reward`). The member's account row is locked first, so two
 * tabs claiming at once are decided one after the other: the second finds the first's claim (its
 * own request id: the same answer; another: mission_already_claimed). The unique keys of
 * mission_claims are the last word.
 */
export async function claimMission(
  sandbox: Sandbox,
  accountId: number,
  request: ClaimRequest,
): Promise<ClaimRow> {
  const { db } = sandbox;
  const previous = await claimByRequest(db, accountId, request.requestId);
  if (previous) return replayOf(previous, request);
  const mission = await findMission(db, request.missionId);
  if (!mission) throw notFound('No such mission');
  const now = sandbox.now();
  const window = missionWindow(mission.period, now.getTime());
  const periodStart = new Date(window.startMs);
  const progress = await activityIn(db, accountId, mission.metric, window);
  const claimed = await claimInPeriod(db, accountId, mission.id, periodStart);
  if (claimed) return claimedInPeriod(claimed, request);
  if (progress < mission.goal) throw notComplete(progress, mission.goal);
  if (mission.reward_minor > (await systemBalanceOf(db, 'promotions'))) throw missionUnavailable();

  const done = db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    await lockedBalanceOf(tx, accountId);
    const again = await claimByRequest(tx, accountId, request.requestId);
    if (again) return replayOf(again, request);
    if (await claimInPeriod(tx, accountId, mission.id, periodStart)) throw alreadyClaimed();
    const row = await insertClaim(tx, {
      accountId,
      missionId: mission.id,
      periodStart,
      requestId: request.requestId,
      rewardMinor: mission.reward_minor,
      at: now,
    });
    const key = `mission:${row.id}`;
    await creditReward(sandbox, tx, {
      accountId,
      amountMinor: mission.reward_minor,
      key,
      kind: 'mission_reward',
      reference: `mission:${mission.id}`,
    }).catch((error: unknown) => {
      throw budgetShort(error) ? missionUnavailable() : error;
    });
    return row;
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => sandbox.balances.invalidate([accountId]));
}
