import { Fault } from '../../core/http/fault';

/** The promotions' refusals (codes in sdk/contract/errors.ts, under Promotions). */

export const idempotencyConflict = () =>
  new Fault(409, 'idempotency_conflict', 'That request id was already used for a different request', {
    field: 'requestId',
  });

export const notOpen = (reason: 'notStarted' | 'ended') =>
  new Fault(
    409,
    'promotion_not_open',
    reason === 'notStarted' ? 'This promotion has not started yet' : 'This promotion has ended',
    { reason },
  );

export const notJoined = () => new Fault(409, 'promotion_not_joined', 'Sign up for this promotion first');

export const actionInvalid = () =>
  new Fault(409, 'promotion_action_invalid', 'This promotion does not offer that');

export const alreadyClaimed = () =>
  new Fault(409, 'promotion_already_claimed', 'You have already claimed this promotion');

/** The operator's promotions budget cannot pay now: nothing the member can fix. */
export const unavailable = () =>
  new Fault(409, 'promotion_unavailable', 'This promotion cannot pay right now, please try again later');

export const noDraw = () => new Fault(409, 'raffle_no_draw', 'You have no raffle draw waiting');

export const commentInvalid = (reason: 'required' | 'length', max: number) =>
  new Fault(
    400,
    'promotion_comment_invalid',
    reason === 'required' ? 'Please write a comment' : `A comment has at most ${max} characters`,
    { field: 'content', reason, max },
  );

/** Its own message: the wait is up to ten minutes, not tooManyRequests()'s five. */
export const tooManyComments = (retryAfterMs: number) =>
  new Fault(429, 'TOO_MANY_REQUESTS', 'You have commented a lot; please try again in a few minutes', {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/** A sign-up gift of a member an agent registered waits for the member's own first deposit. */
export const firstDepositRequired = () =>
  new Fault(409, 'first_deposit_required', 'This gift opens after your first deposit');
