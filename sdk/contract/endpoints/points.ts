import { defineEndpoint } from '../endpoint';
import { Type, Empty, Money, PageQuery, Timestamp } from '../schema';

// SPEC §7 names these calls without their paths; they follow the platform's /wps/<area>/<noun> style.

const PointsRow = Type.Object({
  id: Type.Integer(),
  points: Type.Integer(),
  reason: Type.String(),
  time: Timestamp,
});

/**
 * @example
 * const { points } = await client.call(contract.pointsBalance, {});
 */
export const pointsBalance = defineEndpoint({
  name: 'pointsBalance',
  method: 'GET',
  path: '/wps/points/balance',
  auth: 'required',
  tag: 'points',
  summary: "The member's points",
  request: Empty,
  response: Type.Object({ points: Type.Integer({ minimum: 0 }) }),
});

export const pointsReward = defineEndpoint({
  name: 'pointsReward',
  method: 'GET',
  path: '/wps/points/reward',
  tag: 'points',
  summary: 'Rewards that points can buy',
  request: Type.Object({ ...PageQuery }),
  response: Type.Object({
    list: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), points: Type.Integer(), stock: Type.Integer() }),
    ),
    totalPages: Type.Integer(),
  }),
});

export const pointsRedeem = defineEndpoint({
  name: 'pointsRedeem',
  method: 'POST',
  path: '/wps/points/redeem',
  auth: 'required',
  tag: 'points',
  summary: 'Redeem a reward (checks the payment password)',
  request: Type.Object({
    rewardId: Type.Integer(),
    quantity: Type.Integer({ minimum: 1 }),
    paymentPassword: Type.String({ minLength: 1 }),
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
  }),
  response: Type.Object({ redeemId: Type.Integer(), status: Type.String() }),
});

export const pointsRedeemList = defineEndpoint({
  name: 'pointsRedeemList',
  method: 'GET',
  path: '/wps/points/redeem/list',
  auth: 'required',
  tag: 'points',
  summary: 'Redemptions and their status (in process, rejected, approved)',
  request: Type.Object({ ...PageQuery }),
  response: Type.Object({
    list: Type.Array(
      Type.Object({
        redeemId: Type.Integer(),
        rewardName: Type.String(),
        status: Type.String(),
        time: Timestamp,
      }),
    ),
    totalPages: Type.Integer(),
  }),
});

export const pointsConfig = defineEndpoint({
  name: 'pointsConfig',
  method: 'GET',
  path: '/wps/points/config',
  tag: 'points',
  summary: 'Conversion rate of points to money (points never expire)',
  request: Empty,
  response: Type.Object({ pointsPerUnit: Type.Integer(), minConvert: Type.Integer() }),
});

export const pointsTransactions = defineEndpoint({
  name: 'pointsTransactions',
  method: 'GET',
  path: '/wps/points/transactions',
  auth: 'required',
  tag: 'points',
  summary: 'Point movements of the member',
  request: Type.Object({ ...PageQuery }),
  response: Type.Object({ list: Type.Array(PointsRow), totalPages: Type.Integer() }),
});

export const pointsConvert = defineEndpoint({
  name: 'pointsConvert',
  method: 'POST',
  path: '/wps/points/convert',
  auth: 'required',
  tag: 'points',
  summary: 'Convert points into the main wallet (checks the payment password)',
  request: Type.Object({
    points: Type.Integer({ minimum: 1 }),
    paymentPassword: Type.String({ minLength: 1 }),
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
  }),
  response: Type.Object({ points: Type.Integer(), credited: Money }),
});
