import { Fault } from '../../core/http/fault';

/** The missions' refusals (codes in sdk/contract/errors.ts, under Missions). */

export const idempotencyConflict = () =>
  new Fault(409, 'idempotency_conflict', 'That request id was already used for a different request', {
    field: 'requestId',
  });

export const notComplete = (progress: number, goal: number) =>
  new Fault(409, 'mission_not_complete', 'This mission is not done yet', { progress, goal });

export const alreadyClaimed = () =>
  new Fault(409, 'mission_already_claimed', 'This mission was already claimed in this period');

/** The operator's promotions budget cannot pay: nothing the member can fix now. */
export const missionUnavailable = () =>
  new Fault(409, 'mission_unavailable', 'Mission rewards cannot be paid right now, please try again later');
