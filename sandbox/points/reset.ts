import type { Sandbox } from '../context';
import { setSetting } from '../brand/repository';
import { setSystemBalance } from '../ledger';
import {
  POINTS_SETTINGS,
  PROMOTIONS_BUDGET_MINOR,
  PROMOTIONS_BUDGET_REFERENCE,
  REWARDS,
} from '../seed/points-mall';
import { rejectAllInProcess } from './decisions';
import { putRewards } from './rewards-repository';

/**
 * Puts the point mall back to the seed's (the sandbox reset): the operator's queue is cleared,
 * every redeem in process rejected (its points back to its member, its rewards to stock); then the
 * catalogue, its stock and the points rules are the seed's again, and the promotions budget is
 * refilled from the house. Members keep their points and their history: points are never lost.
 * The budget moves in a transaction of its own, so no transaction here holds points and money
 * locks together. The caller forgets the cached settings.
 */
export async function resetPointsMall(sandbox: Sandbox) {
  await rejectAllInProcess(sandbox, 'Sandbox reset');
  await sandbox.db.transaction(async (tx) => {
    await putRewards(tx, REWARDS);
    await setSetting(tx, 'points', POINTS_SETTINGS);
  });
  await sandbox.db.transaction((tx) =>
    setSystemBalance(tx, 'promotions', PROMOTIONS_BUDGET_MINOR, PROMOTIONS_BUDGET_REFERENCE),
  );
}
