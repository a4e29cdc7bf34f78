/**
 * The personal centre's bonusDetails rules, in the contract because the platform
 * computes them and the page explains them: what turnover a bonus asks for, until when, and how
 * the member's valid bets count towards it. Every reward pays from the promotions budget through
 * the ledger under a kind of its own (promotion_bonus, raffle_prize, rebate, ...); a kind this
 * table does not name asks for its amount once (1×). Money is minor units: no float sums.
 */

/** A bonus's turnover must be done within this many days of its credit. */
export const BONUS_VALID_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Rollover per ledger kind, the brand's default (brand setting `wagering.rollover`): the valid bet
 * a bonus asks for is its amount times this. Money given back (a rebate, points converted to cash)
 * asks for none; a promotion's bonus five times.
 */
export const BONUS_ROLLOVER: Readonly<Record<string, number>> = {
  promotion_bonus: 5,
  raffle_prize: 1,
  vip_level_bonus: 1,
  mission_reward: 1,
  referral_bonus: 1,
  rebate: 0,
  points_convert: 0,
};

/** Rollover of a kind; an unknown kind (a reward added later) asks for its amount once. */
export const rolloverOf = (kind: string): number =>
  Object.prototype.hasOwnProperty.call(BONUS_ROLLOVER, kind) ? BONUS_ROLLOVER[kind]! : 1;

/**
 * The valid bet a bonus asks for, in minor units.
 *
 * @example
 * turnoverRequired(1_000, 'promotion_bonus'); // 5_000
 * turnoverRequired(1_000, 'rebate'); // 0
 */
export const turnoverRequired = (amountMinor: number, kind: string): number => amountMinor * rolloverOf(kind);

/** When a bonus credited at `creditedAt` (epoch ms) expires: thirty days later. */
export const bonusExpiry = (creditedAt: number): number => creditedAt + BONUS_VALID_DAYS * DAY_MS;

/** A bonus as the allocation sees it. */
export interface BonusTurnover {
  readonly id: number;
  /** Credit time, epoch ms: bets from this instant count. */
  readonly at: number;
  /** Valid bet asked for, minor units (0: nothing to do). */
  readonly requiredMinor: number;
  /** Bets from this instant on no longer count. */
  readonly expiresAt: number;
}

/**
 * The states of a bonus on the page. Forfeited: it was not wagered in time (its amount went back),
 * or the member had lost it all in play when they deposited again.
 */
export const BONUS_STATES = ['in_progress', 'completed', 'expired', 'forfeited'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/**
 * A bonus's state at `now`: completed once its turnover is done (a bonus that asks for none is
 * completed at once), expired when its time ran out first, in progress otherwise.
 */
export function bonusState(
  doneMinor: number,
  requiredMinor: number,
  expiresAt: number,
  now: number,
): BonusState {
  if (doneMinor >= requiredMinor) return 'completed';
  return now >= expiresAt ? 'expired' : 'in_progress';
}

/**
 * The instants where the set of bonuses that take bets changes: every credit and every expiry,
 * sorted, once each. Between two neighbours the same bonuses are open, so the platform only needs
 * the sum of valid bets per span (see allocateTurnover), not each bet.
 */
export function turnoverBoundaries(bonuses: readonly BonusTurnover[]): number[] {
  const times = new Set<number>();
  for (const b of bonuses) {
    if (b.requiredMinor <= 0) continue;
    times.add(b.at);
    times.add(b.expiresAt);
  }
  return [...times].sort((a, b) => a - b);
}

/**
 * How much of each bonus's turnover is done, by id: valid bets count towards the bonuses open
 * when they were placed (credited at or before, not yet expired), the oldest bonus first, and
 * what is left over after it is complete goes to the next. A bonus that asks for nothing takes
 * nothing. `spanSums[i]` is the valid bet placed from `boundaries[i]` up to (not including)
 * `boundaries[i + 1]`, in minor units; the last boundary has no span.
 *
 * @example
 * // A 5.00 bonus asking 25.00, then 30.00 of bets: 25.00 to it, the 5.00 over to nothing.
 * const bonus = { id: 1, at: 0, requiredMinor: 2_500, expiresAt: 100 };
 * allocateTurnover([bonus], [0, 100], [3_000]); // Map { 1 => 2500 }
 */
export function allocateTurnover(
  bonuses: readonly BonusTurnover[],
  boundaries: readonly number[],
  spanSums: readonly number[],
): Map<number, number> {
  const done = new Map<number, number>(bonuses.map((b) => [b.id, 0]));
  const queue = bonuses.filter((b) => b.requiredMinor > 0).sort((a, b) => a.at - b.at || a.id - b.id);
  for (let i = 0; i + 1 < boundaries.length; i++) {
    let left = spanSums[i] ?? 0;
    const from = boundaries[i]!;
    const to = boundaries[i + 1]!;
    for (const bonus of queue) {
      if (left <= 0) break;
      if (bonus.at > from || bonus.expiresAt < to) continue;
      const had = done.get(bonus.id)!;
      const take = Math.min(left, bonus.requiredMinor - had);
      if (take <= 0) continue;
      done.set(bonus.id, had + take);
      left -= take;
    }
  }
  return done;
}

/**
 * allocateTurnover from single bets (`at` epoch ms, `validMinor`): sums them into the spans
 * first. The platform sums in SQL instead; tests and small lists use this.
 */
export function allocateBets(
  bonuses: readonly BonusTurnover[],
  bets: readonly { at: number; validMinor: number }[],
): Map<number, number> {
  const boundaries = turnoverBoundaries(bonuses);
  const sums = new Array<number>(Math.max(boundaries.length - 1, 0)).fill(0);
  for (const bet of bets) {
    // The span whose start is the last boundary at or before the bet.
    let span = -1;
    for (let i = 0; i < boundaries.length && boundaries[i]! <= bet.at; i++) span = i;
    if (span >= 0 && span < sums.length) sums[span] = sums[span]! + bet.validMinor;
  }
  return allocateTurnover(bonuses, boundaries, sums);
}
