/**
 * The point mall (SPEC §2 /pointMall, §7 Points): the operator's decisions
 * on redeems, and what the sandbox's switches and artwork use. Points are earned by migration
 * 023's trigger on rounds, not here.
 */
export { decideRedeem } from './decisions';
export { resetPointsMall } from './reset';
export { findReward, setStock } from './rewards-repository';
export { bookBalances, memberPoints } from './repository';
export { pendingPoints } from './redeems-repository';
export { redeemView, rewardView } from './views';
export { configView } from './settings';
export { putRewards } from './rewards-repository';
export type { RewardSeed } from './rewards-repository';
