import { toAmount } from '../../platform/ledger';

/** Stakes a game offers (minor units): the standard ladder from the game's minimum bet up. */
export function stakesFor(minBetMinor: number): number[] {
  return [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000].filter((s) => s >= minBetMinor);
}

export const stakeAmounts = (minBetMinor: number) => stakesFor(minBetMinor).map(toAmount);

/** Play money a guest starts with in fun mode. */
export const FUN_BALANCE = 100_000;
