/**
 * The VIP ladder's arithmetic, in the contract because both sides apply it: the platform when it
 * answers the member's level and pays a level-up bonus, the VIP page when it draws the ladder.
 * Turnover and thresholds are integer minor units and progress is integer basis points, so no sum
 * or ratio passes through a float.
 */

/** A rung of the ladder: its number and the cumulative valid turnover (minor units) that reaches it. */
export interface VipRung {
  readonly level: number;
  readonly threshold: number;
}

/** Where a member stands on the ladder. */
export interface VipStanding {
  /** The highest level whose threshold the turnover reached. */
  readonly level: number;
  /** The next level, or null at the top. */
  readonly nextLevel: number | null;
  /** Minor units of turnover still missing for the next level (0 at the top). */
  readonly toNext: number;
  /**
   * Progress from the current level's threshold to the next one's, in basis points (0 to
   * 10,000), rounded down so a bar is never full before the level is; 10,000 at the top.
   */
  readonly progressBps: number;
}

/** Basis points in a whole. */
export const BPS = 10_000;

function minor(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number of minor units, not ${value}`);
}

/** The rungs by threshold, checked: level 0 at threshold 0, thresholds rising with the levels. */
function ladder(rungs: readonly VipRung[]): VipRung[] {
  const sorted = [...rungs].sort((a, b) => a.threshold - b.threshold);
  if (sorted[0]?.threshold !== 0) throw new RangeError('The ladder must start at a threshold of 0');
  sorted.forEach((rung, i) => {
    minor('threshold', rung.threshold);
    const before = sorted[i - 1];
    if (before && (rung.threshold === before.threshold || rung.level <= before.level))
      throw new RangeError('Levels must rise with their thresholds');
  });
  return sorted;
}

/**
 * The member's level, the next one, what is missing and the progress between the two.
 *
 * @example
 * const rungs = [{ level: 0, threshold: 0 }, { level: 1, threshold: 100_000 }];
 * vipStanding(rungs, 25_000); // { level: 0, nextLevel: 1, toNext: 75_000, progressBps: 2_500 }
 */
export function vipStanding(rungs: readonly VipRung[], turnover: number): VipStanding {
  minor('turnover', turnover);
  const sorted = ladder(rungs);
  let at = 0;
  while (at + 1 < sorted.length && sorted[at + 1]!.threshold <= turnover) at++;
  const current = sorted[at]!;
  const next = sorted[at + 1];
  if (!next) return { level: current.level, nextLevel: null, toNext: 0, progressBps: BPS };
  // BigInt: (turnover - threshold) × 10,000 may pass the largest exact number.
  const done = BigInt(turnover - current.threshold) * BigInt(BPS);
  const span = BigInt(next.threshold - current.threshold);
  return {
    level: current.level,
    nextLevel: next.level,
    toNext: next.threshold - turnover,
    progressBps: Number(done / span),
  };
}

/**
 * The levels above 0 the turnover reached: each has a level-up bonus to claim once.
 *
 * @example
 * reachedLevels([{ level: 0, threshold: 0 }, { level: 1, threshold: 100 }, { level: 2, threshold: 500 }], 500); // [1, 2]
 */
export function reachedLevels(rungs: readonly VipRung[], turnover: number): number[] {
  minor('turnover', turnover);
  return ladder(rungs)
    .filter((rung) => rung.level > 0 && rung.threshold <= turnover)
    .map((rung) => rung.level);
}
