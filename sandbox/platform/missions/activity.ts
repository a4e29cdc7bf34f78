import type { Queryable } from '../../core/db/database';
import type { MissionMetric, MissionWindow } from '@sdk/shared-rules/mission-rules';
import { validBetCount, validBetOf } from '../rounds';
import { netDepositsIn } from './repository';

/**
 * What the member did of `metric` in the window: valid bets counted or summed (the rounds' one
 * definition: settled, the platform's own money), or deposits net of withdrawals, in minor units.
 */
export function activityIn(db: Queryable, accountId: number, metric: MissionMetric, window: MissionWindow) {
  const span = { from: new Date(window.startMs), to: new Date(window.endMs) };
  if (metric === 'spins') return validBetCount(db, accountId, span);
  if (metric === 'valid_bet') return validBetOf(db, accountId, span);
  return netDepositsIn(db, accountId, window);
}
