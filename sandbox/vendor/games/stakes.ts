import { toAmount } from '../../platform/ledger';

/** Stakes a game offers (minor units): the standard ladder from the game's minimum bet up. */
export function stakesFor(minBetMinor: number): number[] {
  return [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000].filter((s) => s >= minBetMinor);
}

export const stakeAmounts = (minBetMinor: number) => stakesFor(minBetMinor).map(toAmount);

/** Play money a guest starts with in fun mode. */
export const FUN_BALANCE = 100_000;

/**
 * A baccarat table's limits per spot (minor units): from the game's lowest stake to the ladder's
 * top on player and banker; a tenth of that top on the tie and the pairs, which pay 8 and 11 to 1,
 * as live tables keep their side bets lower.
 */
export function baccaratLimits(minBetMinor: number) {
  const stakes = stakesFor(minBetMinor);
  const max = stakes.at(-1)!;
  return { min: stakes[0]!, max, sideMax: Math.max(stakes[0]!, max / 10) };
}

/**
 * The sportsbook's limits (minor units): a stake from the game's lowest to the ladder's top, at
 * most eight legs in a parlay, and at most a hundred top stakes back from one bet, so a long parlay
 * of long shots cannot ask the house for more than a book would lay.
 */
export function sportLimits(minBetMinor: number) {
  const stakes = stakesFor(minBetMinor);
  const max = stakes.at(-1)!;
  return { min: stakes[0]!, max, maxLegs: 8, maxReturn: max * 100 };
}
