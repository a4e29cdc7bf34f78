import { Fault } from '../../core/http/fault';
import type { ConvertRefusal, PointsRules } from '@sdk/shared-rules/points-rules';

/** The point mall's refusals (codes in sdk/contract/errors.ts, under Points). */

export const idempotencyConflict = () =>
  new Fault(409, 'idempotency_conflict', 'That request id was already used for a different request', {
    field: 'requestId',
  });

/**
 * `points`: what the member holds (undefined when a race moved it meanwhile); `required`: what it
 * takes (undefined when the cost is past what a number holds exactly).
 */
export const pointsInsufficient = (points: number | undefined, required: number | undefined) =>
  new Fault(409, 'points_insufficient', 'You do not have enough points for this', { points, required });

export const outOfStock = (stock: number) =>
  new Fault(
    409,
    'points_out_of_stock',
    stock > 0 ? `Only ${stock} of this reward left` : 'This reward is out of stock',
    { stock },
  );

export const quantityInvalid = (max: number) =>
  new Fault(400, 'points_quantity_invalid', `At most ${max} of this reward in one redeem`, {
    field: 'quantity',
    max,
  });

const CONVERT_MESSAGES: Record<ConvertRefusal, (rules: PointsRules) => string> = {
  step: (r) => `Points convert in steps of ${r.convertPoints}`,
  minimum: (r) => `Convert at least ${r.minConvertPoints} points`,
  maximum: (r) => `Convert at most ${r.maxConvertPoints} points at a time`,
};

export const convertInvalid = (reason: ConvertRefusal, rules: PointsRules) =>
  new Fault(400, 'points_convert_invalid', CONVERT_MESSAGES[reason](rules), {
    field: 'points',
    reason,
    step: rules.convertPoints,
    min: rules.minConvertPoints,
    max: rules.maxConvertPoints,
  });

/** The operator's promotions budget cannot pay the conversion: nothing the member can fix now. */
export const convertUnavailable = () =>
  new Fault(
    409,
    'points_convert_unavailable',
    'Points cannot be converted right now, please try again later',
  );
