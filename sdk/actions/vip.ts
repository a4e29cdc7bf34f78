import type { LazyActions } from './lazy-actions';
import type { Core } from './core';
import { vipClaimBonus, vipLevels, vipStatus } from '../contract/endpoints/vip';
import { requestIds } from '../rules/request-ids';
import { sendOnce } from './idempotent';
import { afterPaid } from './after-paid';

/**
 * VIP (SPEC §2 /vip): the ladder, the member's standing and the level-up bonus. A claim carries an
 * idempotency key that stays with its content until answered, so a double click or a retry after
 * a timeout is paid once; a paid claim refreshes the balance.
 */
export function vipActions({ client }: Core, refreshBalance: () => Promise<void>) {
  const bonusIds = requestIds();
  return {
    /** The VIP ladder, level 0 first (public). */
    levels: async () => (await client.call(vipLevels, {})).list,
    /** The member's level, turnover, progress to the next level and level-up bonuses. */
    status: () => client.call(vipStatus, {}),
    /** Claims the level-up bonus of a level reached. */
    claimBonus: (level: number) =>
      sendOnce(bonusIds, { level }, (requestId) => client.call(vipClaimBonus, { requestId, level })).then(
        afterPaid(refreshBalance),
      ),
  };
}

/**
 * `croupier.vip`: the ladder, the member's level and progress, and the level-up bonuses; the code
 * loads with the first call.
 *
 * @example
 * const { level, progressBps } = await croupier.vip.status();
 */
export interface VipActions extends LazyActions<ReturnType<typeof vipActions>> {}
