import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO, PageQuery } from '../schema';
import {
  MAX_POINTS_ID,
  MAX_REDEEM_QUANTITY,
  POINTS_LIST_MAX_PAGE_SIZE,
  PointsBalance,
  PointsConfig,
  PointsConversion,
  PointsMovements,
  PointsRedeem,
  PointsRedeems,
  PointsRewards,
  RedeemStatus,
} from '../entities/points';

/*
 * The point mall (SPEC §2 /pointMall, §7 Points). SPEC names the calls without their paths; they
 * follow the platform's /wps/<area>/<noun> style. Points are earned by the platform from settled
 * valid bets, never by a call. The two calls that carry the payment password are sealed, like
 * every other that does. The member's calls refuse trial accounts and free-play guests with
 * `in_need_true_account`; the catalogue and the rules are public.
 */

const RequestId = Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' });
/** As typed: the platform checks it against the member's and answers with its own codes. */
const PaymentPasswordText = Type.String({ minLength: 1, maxLength: 32 });
const MemberPage = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: POINTS_LIST_MAX_PAGE_SIZE, default: 10 })),
};

/**
 * @example
 * const { points, pending } = await client.call(contract.pointsBalance, {});
 */
export const pointsBalance = defineEndpoint({
  name: 'pointsBalance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  auth: 'required',
  caller: 'real-member',
  tag: 'points',
  summary: "The member's points, and those held by redeems still in process",
  request: Empty,
  response: PointsBalance,
});

export const pointsReward = defineEndpoint({
  name: 'pointsReward',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  tag: 'points',
  summary:
    'The catalogue of rewards points can buy, with their cost and stock, in the Language header’s language',
  request: Type.Object({ ...PageQuery }),
  response: PointsRewards,
});

export const pointsRedeem = defineEndpoint({
  name: 'pointsRedeem',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: 'required',
  caller: 'real-member',
  encrypted: true,
  tag: 'points',
  summary:
    'Redeems `quantity` of a reward: the stock and the points are taken at once and the redeem waits for the ' +
    'operator (processing → approved, or rejected: the points and the stock come back). The same requestId ' +
    'with the same reward and quantity answers the same redeem as it stands; with other content 409 ' +
    'idempotency_conflict. Refusals, in this order: not_found (no such reward), points_quantity_invalid ' +
    '(value.max), points_out_of_stock (value.stock), points_insufficient (value.points, value.required), ' +
    "then the payment password's codes (payment_password_required, _incorrect, _locked)",
  request: Type.Object({
    requestId: RequestId,
    rewardId: Type.Integer({ minimum: 1, maximum: MAX_POINTS_ID }),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_REDEEM_QUANTITY }),
    paymentPassword: PaymentPasswordText,
  }),
  response: PointsRedeem,
});

/**
 * @example
 * const { list, total } = await client.call(contract.pointsRedeemList, { status: 'processing' });
 */
export const pointsRedeemList = defineEndpoint({
  name: 'pointsRedeemList',
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: 'required',
  caller: 'real-member',
  tag: 'points',
  summary:
    "The member's redeems, newest first, with their status (SPEC §4: processing is 'in process', then " +
    'approved or rejected); `status` filters by it, `redeemId` reads one (another member’s reads as none)',
  request: Type.Object({
    ...MemberPage,
    status: Type.Optional(RedeemStatus),
    redeemId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_POINTS_ID })),
  }),
  response: PointsRedeems,
});

export const pointsConfig = defineEndpoint({
  name: 'pointsConfig',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  tag: 'points',
  summary:
    'How points are earned (a point per `validBetPerPoint` of valid bet, each settled round counted alone) and ' +
    'what they convert to (steps of `convertPoints` paying `convertAmount`, between the minimum and maximum); ' +
    'points never expire',
  request: Empty,
  response: PointsConfig,
});

export const pointsTransactions = defineEndpoint({
  name: 'pointsTransactions',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: 'required',
  caller: 'real-member',
  tag: 'points',
  summary: "Every movement of the member's points, newest first, with the balance after each",
  request: Type.Object({ ...MemberPage }),
  response: PointsMovements,
});

export const pointsConvert = defineEndpoint({
  name: 'pointsConvert',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: 'required',
  caller: 'real-member',
  encrypted: true,
  tag: 'points',
  summary:
    "Converts points into the main wallet at the config's rate, paid from the operator's promotions budget " +
    'in one ledger transaction. The same requestId with the same points answers the same conversion; with ' +
    'other points 409 idempotency_conflict. Refusals, in this order: points_convert_invalid (not whole ' +
    'steps, or outside the minimum and maximum: value.step, value.min, value.max), points_insufficient ' +
    '(value.points), points_convert_unavailable (the budget cannot pay it now), then the payment ' +
    "password's codes (payment_password_required, _incorrect, _locked)",
  request: Type.Object({
    requestId: RequestId,
    points: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
    paymentPassword: PaymentPasswordText,
  }),
  response: PointsConversion,
});
