import { Type, type Static, Money, Timestamp } from '../schema';

/**
 * VIP (SPEC §2 /vip). SPEC shows the route, not its fields, so the shapes are ours, in the
 * platform's style: money decimal with two places (exact minor units underneath), progress in
 * integer basis points, times epoch milliseconds. A member's level is computed from their
 * cumulative valid turnover on every read (sdk/shared-rules/vip-rules.ts), never stored.
 */

/** The most levels the ladder has (levels are numbered 0 to 99). */
export const MAX_VIP_LEVEL = 99;

/** A level of the ladder, with what reaches it and what it gives. */
export const VipLevel = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: MAX_VIP_LEVEL }),
  /** Cumulative valid turnover that reaches it (0 for level 0). */
  threshold: Money,
  /** Paid once, on claim, to a member who reached it (0: none). */
  levelBonus: Money,
  /** Basis points added to every category's rebate rate at this level. */
  rebateBonusBps: Type.Integer({ minimum: 0, maximum: 10_000 }),
  /** The most the member may withdraw in a day, and how many times. */
  dailyWithdrawLimit: Money,
  dailyWithdrawCount: Type.Integer({ minimum: 1 }),
  /** Keys of the level's benefits, whose texts the portal holds (vip.benefits.<key>). */
  benefits: Type.Array(Type.String()),
});
export type VipLevel = Static<typeof VipLevel>;

/** The ladder, level 0 first. */
export const VipLevels = Type.Object({ list: Type.Array(VipLevel) });
export type VipLevels = Static<typeof VipLevels>;

/** A level-up bonus: claimable once its level is reached, then claimed. */
export const VipBonus = Type.Object({
  level: Type.Integer({ minimum: 1, maximum: MAX_VIP_LEVEL }),
  amount: Money,
  /** When it was claimed; null while it waits. */
  claimedAt: Type.Union([Timestamp, Type.Null()]),
});
export type VipBonus = Static<typeof VipBonus>;

/** Where the member stands: level, turnover, the way to the next level, and the bonuses of the levels reached. */
export const VipStatus = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: MAX_VIP_LEVEL }),
  /** Cumulative valid turnover: the stakes of every settled round. */
  turnover: Money,
  /** The next level, or null at the top. */
  nextLevel: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_VIP_LEVEL }), Type.Null()]),
  /** Turnover still missing for the next level (0 at the top). */
  toNext: Money,
  /** From this level's threshold to the next one's, in basis points rounded down (10,000 at the top). */
  progressBps: Type.Integer({ minimum: 0, maximum: 10_000 }),
  /** The level-up bonus of every level reached with one, lowest level first. */
  bonuses: Type.Array(VipBonus),
});
export type VipStatus = Static<typeof VipStatus>;

/** A level-up bonus paid: what the main wallet was credited. */
export const VipBonusClaim = Type.Object({
  level: Type.Integer({ minimum: 1, maximum: MAX_VIP_LEVEL }),
  amount: Money,
  claimedAt: Timestamp,
});
export type VipBonusClaim = Static<typeof VipBonusClaim>;
