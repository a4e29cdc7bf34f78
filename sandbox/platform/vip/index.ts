/**
 * VIP (SPEC §2 /vip): the ladder, the member's standing from their valid turnover, and
 * the level-up bonuses paid once through the ledger. The rebate reads a member's level from here.
 */
export { standingOf } from './standing';
export { budgetShort, idempotencyConflict, rewardsUnavailable } from './faults';
export { lockMember } from './repository';
