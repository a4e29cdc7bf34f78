import { Type, type Static, Money, Timestamp } from '../schema';

/**
 * The personal centre's bonusDetails: every reward the member was paid from the
 * promotions budget, with the turnover it asks for and how much of it is done (the rules of
 * sdk/shared-rules/bonus-rules.ts). SPEC names the page only; these shapes are ours.
 */

/** A bonus's state: its turnover still to do, done, out of time, or forfeited (its money taken back). */
export const BonusStateName = Type.Union([
  Type.Literal('in_progress'),
  Type.Literal('completed'),
  Type.Literal('expired'),
  Type.Literal('forfeited'),
]);
export type BonusStateName = Static<typeof BonusStateName>;

/** One bonus the member received. */
export const Bonus = Type.Object({
  /** The wallet movement that paid it (its account record). */
  id: Type.Integer(),
  /**
   * The ledger kind of the payment: promotion_bonus, raffle_prize, vip_level_bonus,
   * mission_reward, rebate, referral_bonus, points_convert, or one added later.
   */
  kind: Type.String(),
  amount: Money,
  /** When it was credited. */
  at: Timestamp,
  /** Turnover asked for, as a multiple of the amount. */
  rollover: Type.Number({ minimum: 0 }),
  turnoverRequired: Money,
  /** Valid bets since the credit counted towards it (oldest bonus first), at most what it asks. */
  turnoverDone: Money,
  /** Bets from this time on no longer count. */
  expiresAt: Timestamp,
  state: BonusStateName,
  /** What it holds in the wallet now: it cannot be withdrawn or sent to anyone until wagered. */
  locked: Money,
});
export type Bonus = Static<typeof Bonus>;

/** A bonus that holds money in the wallet until it is wagered. */
export const WageringLock = Type.Object({
  /** The ledger kind of the credit: bonus (a deposit's), promotion_bonus, raffle_prize, ... */
  kind: Type.String(),
  /** What it holds now. */
  locked: Money,
  required: Money,
  done: Money,
  /** Unmet by then, its amount is forfeited. */
  expiresAt: Timestamp,
});
export type WageringLock = Static<typeof WageringLock>;

/**
 * Reward money in the wallet: it plays like any other, but it cannot be withdrawn or sent to
 * another member until its bets are made. `locked` is capped by the balance (money lost in play
 * holds nothing); `available` is what may leave the main wallet now.
 */
export const LockedFunds = Type.Object({
  locked: Money,
  available: Money,
  /** Valid bets still to make for every lock to go. */
  remaining: Money,
  locks: Type.Array(WageringLock),
});
export type LockedFunds = Static<typeof LockedFunds>;

/** A page of bonuses, newest first, with sums over every bonus the filter matches. */
export const BonusPage = Type.Object({
  list: Type.Array(Bonus),
  total: Type.Integer({ minimum: 0 }),
  totals: Type.Object({
    amount: Money,
    turnoverRequired: Money,
    turnoverDone: Money,
    /** Bonuses in progress among those the filter matches. */
    inProgress: Type.Integer({ minimum: 0 }),
  }),
});
export type BonusPage = Static<typeof BonusPage>;
