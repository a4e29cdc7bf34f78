import { Fault } from '../../core/http/fault';

/** The VIP and rebate refusals (codes in sdk/contract/errors.ts, under VIP and the manual rebate). */

export const idempotencyConflict = () =>
  new Fault(409, 'idempotency_conflict', 'That request id was already used for a different request', {
    field: 'requestId',
  });

export const levelNotReached = (level: number) =>
  new Fault(409, 'vip_level_not_reached', `VIP ${level} is not reached or has no level-up bonus`, { level });

export const bonusClaimed = (level: number) =>
  new Fault(409, 'vip_bonus_claimed', `The VIP ${level} bonus was already claimed`, { level });

/** The operator's promotions budget cannot pay: nothing the member can fix now. */
export const rewardsUnavailable = () =>
  new Fault(409, 'rewards_unavailable', 'Rewards cannot be paid right now, please try again later');

/** Whether a ledger refusal is the promotions budget falling short. */
export const budgetShort = (error: unknown) =>
  error instanceof Fault && error.errorCode === 'insufficient_balance';
