import { Type, type Static, Money, Timestamp, literalUnion } from '../schema';

/**
 * The point mall (SPEC §2 /pointMall, §4 Redeem, §7 Points). SPEC shows the calls' names, not their
 * fields, so the shapes are ours, in the platform's style: points are whole numbers, money decimal
 * with two places, times epoch milliseconds. Points never expire (SPEC §9).
 */

/** Where a redeem stands; `processing` is SPEC's "in process". */
export const REDEEM_STATUSES = ['processing', 'approved', 'rejected'] as const;
/** Where a redeem stands (one of `REDEEM_STATUSES`). */
export type RedeemStatusName = (typeof REDEEM_STATUSES)[number];

/** The most rows one page of the member's redeems or point movements holds. */
export const POINTS_LIST_MAX_PAGE_SIZE = 50;

/** The most of one reward a single redeem may ask for (a reward may allow fewer). */
export const MAX_REDEEM_QUANTITY = 99;

/** The largest id a reward or redeem can have (the database's integer). */
export const MAX_POINTS_ID = 2_147_483_647;

/** How points are earned and what they convert to. */
export const PointsConfig = Type.Object({
  currency: Type.String(),
  /**
   * Valid bet that earns one point. Each settled round earns `floor(stake / validBetPerPoint)`
   * points, counted alone; refunded rounds earn nothing, and trial accounts earn none.
   */
  validBetPerPoint: Money,
  /** Points convert to the main wallet in steps of `convertPoints`, each paying `convertAmount`. */
  convertPoints: Type.Integer({ minimum: 1 }),
  convertAmount: Money,
  /** The fewest and the most points one conversion takes. */
  minConvertPoints: Type.Integer({ minimum: 1 }),
  maxConvertPoints: Type.Integer({ minimum: 1 }),
});
export type PointsConfig = Static<typeof PointsConfig>;

/** The member's points: what they can spend, and what redeems still in process hold. */
export const PointsBalance = Type.Object({
  points: Type.Integer({ minimum: 0 }),
  /** Points of redeems in process: spent if approved, back in `points` if rejected. */
  pending: Type.Integer({ minimum: 0 }),
});
export type PointsBalance = Static<typeof PointsBalance>;

/** A reward of the catalogue, in the request's language. */
export const PointsReward = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  description: Type.String(),
  /** Points one of it costs. */
  points: Type.Integer({ minimum: 1 }),
  /** How many are left; 0: out of stock. */
  stock: Type.Integer({ minimum: 0 }),
  /** The most one redeem may ask for. */
  maxPerRedeem: Type.Integer({ minimum: 1, maximum: MAX_REDEEM_QUANTITY }),
  /** Relative to one of the brand's image CDNs (system status `imageCDNs`), like a game's icon. */
  imageUrl: Type.String(),
});
export type PointsReward = Static<typeof PointsReward>;

/** A page of the point mall’s catalogue. */
export const PointsRewards = Type.Object({ list: Type.Array(PointsReward), total: Type.Integer() });
export type PointsRewards = Static<typeof PointsRewards>;

/** Where a redeem stands (SPEC §4): in process, approved or rejected. */
export const RedeemStatus = literalUnion(REDEEM_STATUSES);
export type RedeemStatus = Static<typeof RedeemStatus>;

/** A redeem: what was asked for, the points it took, and where it stands (SPEC §4). */
export const PointsRedeem = Type.Object({
  redeemId: Type.Integer({ minimum: 1 }),
  rewardId: Type.Integer({ minimum: 1 }),
  rewardName: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** The points it took (held while in process; given back if rejected). */
  points: Type.Integer({ minimum: 1 }),
  status: RedeemStatus,
  createdAt: Timestamp,
  /** When the operator approved or rejected it. */
  decidedAt: Type.Union([Timestamp, Type.Null()]),
  /** The operator's reason, shown to the member with a rejected redeem. */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
});
export type PointsRedeem = Static<typeof PointsRedeem>;

/** A page of the member’s redeems. */
export const PointsRedeems = Type.Object({ list: Type.Array(PointsRedeem), total: Type.Integer() });
export type PointsRedeems = Static<typeof PointsRedeems>;

/**
 * What moved the member's points: `earn` (a settled round, reference `round:<id>`),
 * `earn_reversal` (that round reversed), `redeem` and `redeem_refund` (reference `redeem:<id>`),
 * `convert` (reference `points-convert:<id>`).
 */
export const POINTS_MOVEMENT_KINDS = ['earn', 'earn_reversal', 'redeem', 'redeem_refund', 'convert'] as const;

/** One movement of the member's points, newest first in the list. */
export const PointsMovement = Type.Object({
  id: Type.Integer(),
  at: Timestamp,
  /** One of POINTS_MOVEMENT_KINDS; a kind added later shows as it is named. */
  kind: Type.String(),
  /** Signed: + earned or given back, - spent. */
  points: Type.Integer(),
  /** The member's points right after it. */
  balanceAfter: Type.Integer({ minimum: 0 }),
  reference: Type.Union([Type.String(), Type.Null()]),
});
export type PointsMovement = Static<typeof PointsMovement>;

/** A page of the member’s points movements. */
export const PointsMovements = Type.Object({ list: Type.Array(PointsMovement), total: Type.Integer() });
export type PointsMovements = Static<typeof PointsMovements>;

/** A conversion of points into the main wallet. */
export const PointsConversion = Type.Object({
  conversionId: Type.Integer({ minimum: 1 }),
  points: Type.Integer({ minimum: 1 }),
  /** What the main wallet was credited. */
  credited: Money,
  createdAt: Timestamp,
});
export type PointsConversion = Static<typeof PointsConversion>;
