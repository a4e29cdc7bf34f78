import { Type, type Static, Money, Timestamp } from '../schema';

/**
 * The manual rebate (SPEC §2 personal centre manualRebate, flag MANPLAYREB3 of §6). SPEC shows the
 * page's name only; the shapes are ours: what the valid bets since the last claim pay back at
 * each game category's rate (sdk/shared-rules/rebate-rules.ts), money decimal with two places.
 */

/** The most rows one page of the member's rebate claims holds. */
export const REBATE_PAGE_MAX = 50;

/** A game category's line: its valid bet, the rate applied (VIP bonus included) and what it pays. */
export const RebateLine = Type.Object({
  /** A game category (LIVE, SPORTS, RNG, ...). */
  category: Type.String(),
  validBet: Money,
  /** Basis points of the valid bet paid back (100 = 1%). */
  rateBps: Type.Integer({ minimum: 0, maximum: 10_000 }),
  /** What this category alone pays, rounded down. */
  amount: Money,
});
export type RebateLine = Static<typeof RebateLine>;

/** What a claim would pay now. */
export const RebateQuote = Type.Object({
  /** The last claim's mark: bets settled after it count; null before the first claim (every bet counts). */
  since: Type.Union([Timestamp, Type.Null()]),
  /** Every category with a rate, in the brand's order. */
  lines: Type.Array(RebateLine),
  /** floor(Σ validBet × rate / 10,000): rounded once over the sum. */
  total: Money,
  /** The member's VIP level, and the basis points it adds to every rate. */
  vipLevel: Type.Integer({ minimum: 0 }),
  vipBonusBps: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type RebateQuote = Static<typeof RebateQuote>;

/** A rebate paid: the bets settled in (since, until], line by line. */
export const RebateClaim = Type.Object({
  claimId: Type.Integer({ minimum: 1 }),
  amount: Money,
  since: Type.Union([Timestamp, Type.Null()]),
  until: Timestamp,
  lines: Type.Array(RebateLine),
  createdAt: Timestamp,
});
export type RebateClaim = Static<typeof RebateClaim>;

/** A page of the member's rebate claims, newest first. */
export const RebateClaims = Type.Object({ list: Type.Array(RebateClaim), total: Type.Integer() });
export type RebateClaims = Static<typeof RebateClaims>;
