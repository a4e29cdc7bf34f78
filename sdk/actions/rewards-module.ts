import type { Core } from './core';
import type { authActions } from './auth';
import type { walletActions } from './wallet';
import { promotionActions } from './promotions';
import { pointsActions } from './points';
import { messageActions } from './messages';
import { missionActions } from './missions';
import { vipActions } from './vip';
import { rebateActions } from './rebate';

/** What a rewards namespace is built from. */
export interface RewardsDeps {
  readonly core: Core;
  readonly auth: ReturnType<typeof authActions>;
  readonly wallet: ReturnType<typeof walletActions>;
}

/**
 * The rewards namespaces (promotions, point mall, VIP, missions, messages...), one chunk
 * behind one dynamic import. Each used to cost the runtime its own lazy line and chunk; together
 * they cost one, and a page that shows a reward usually needs another namespace soon after.
 */
export const rewardsModule = {
  promotions: (deps: RewardsDeps) => promotionActions(deps.core, deps.wallet.refreshBalance),
  points: (deps: RewardsDeps) => pointsActions(deps.core, deps.wallet.refreshBalance),
  messages: (deps: RewardsDeps) => messageActions(deps.core),
  missions: (deps: RewardsDeps) => missionActions(deps.core.client, deps.wallet.refreshBalance),
  vip: (deps: RewardsDeps) => vipActions(deps.core, deps.wallet.refreshBalance),
  rebate: (deps: RewardsDeps) => rebateActions(deps.core, deps.wallet.refreshBalance),
};

/** A namespace of the rewards module. */
export type RewardsNamespace = keyof typeof rewardsModule;
