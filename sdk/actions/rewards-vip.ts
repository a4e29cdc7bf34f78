import type { PlatformClient } from '../client/create-client';
import { vipClaimBonus, vipLevels, vipStatus } from '../contract/endpoints/vip';
import { rebateClaim, rebateHistory, rebateQuote } from '../contract/endpoints/rebate';
import { requestIds } from '../rules/request-ids';
import { sendOnce } from './idempotent';

/**
 * VIP and the manual rebate: the ladder, the member's standing, the level-up bonus, and
 * the rebate's quote, claim and history. Loaded with the /vip page or the manualRebate page (it is
 * not part of the runtime): a page builds it from `croupier.client`. Every claim carries an
 * idempotency key that stays with its content until answered, so a double click or a retry after
 * a timeout is paid once; a paid claim refreshes the balance.
 */
export function rewardsVipActions(client: PlatformClient, refreshBalance: () => Promise<void>) {
  const bonusIds = requestIds();
  const rebateIds = requestIds();
  const paid = async <T>(answer: T): Promise<T> => {
    await refreshBalance().catch(() => undefined);
    return answer;
  };
  return {
    /** The VIP ladder, level 0 first (public). */
    levels: async () => (await client.call(vipLevels, {})).list,
    /** The member's level, turnover, progress to the next level and level-up bonuses. */
    status: () => client.call(vipStatus, {}),
    /** Claims the level-up bonus of a level reached. */
    claimBonus: (level: number) =>
      sendOnce(bonusIds, { level }, (requestId) => client.call(vipClaimBonus, { requestId, level })).then(
        paid,
      ),
    /** What a rebate claim would pay now, per category. */
    rebateQuote: () => client.call(rebateQuote, {}),
    /** Claims the rebate, confirming the total the member was shown. */
    claimRebate: (amount: number) =>
      sendOnce(rebateIds, { amount }, (requestId) => client.call(rebateClaim, { requestId, amount })).then(
        paid,
      ),
    /** A page of the member's rebate claims, newest first. */
    rebateHistory: (pageNo: number, pageSize: number) => client.call(rebateHistory, { pageNo, pageSize }),
  };
}

/** What `rewardsVipActions` returns. */
export type RewardsVipActions = ReturnType<typeof rewardsVipActions>;
