import type { Sandbox } from '../../core/context';
import { setSetting } from '../brand';
import { setSystemBalance } from '../ledger';
import type { PointsRules } from '@sdk/shared-rules/points-rules';
import { rejectAllInProcess } from './decisions';
import { putRewards, type RewardSeed } from './rewards-repository';

/** What the point mall goes back to: its rules, its catalogue and the promotions budget. */
export interface PointsMallStart {
  readonly rules: PointsRules;
  readonly rewards: readonly RewardSeed[];
  readonly budgetMinor: number;
  readonly budgetReference: string;
}

/**
 * Puts the point mall back to `start` (the sandbox reset passes the seed's): the operator's queue is cleared,
 * every redeem in process rejected (its points back to its member, its rewards to stock); then the
 * catalogue, its stock and the points rules are `start`'s again, and the promotions budget is
 * refilled from the house. Members keep their points and their history: points are never lost.
 * The budget moves in a transaction of its own, so no transaction here holds points and money
 * locks together. The caller forgets the cached settings.
 */
export async function resetPointsMall(sandbox: Sandbox, start: PointsMallStart) {
  await rejectAllInProcess(sandbox, 'Sandbox reset');
  await sandbox.db.transaction(async (tx) => {
    await putRewards(tx, start.rewards);
    await setSetting(tx, 'points', start.rules);
  });
  await sandbox.db.transaction((tx) =>
    setSystemBalance(tx, 'promotions', start.budgetMinor, start.budgetReference),
  );
}
