import type { LockedFunds } from '../contract/entities/bonuses';
import { toMinorUnits } from './money';

/**
 * Bonus money in the wallet (sandbox/platform/wagering on the platform): it plays like any other, but it
 * leaves the member (a withdrawal, a transfer to someone) only once its bets are made.
 */

/**
 * What may leave a main wallet that now holds `mainMinor`, in minor units: the balance less what
 * bonuses lock (the platform's reading), never below zero. The balance moves with every bet; the
 * lock only with bonuses and their bets, so the reading of the lock stays good while the player types.
 *
 * @example
 * unlockedMinor(10_000, { locked: 30, available: 70, remaining: 150, locks: [] }); // 7_000
 */
export const unlockedMinor = (mainMinor: number, wagering: Pick<LockedFunds, 'locked'>): number =>
  Math.max(0, mainMinor - toMinorUnits(wagering.locked));

/**
 * Whether locked bonus money stops every amount from leaving: some is locked and what is free is
 * below the smallest amount that may go.
 *
 * @example
 * lockedOut({ locked: 500, available: 0, remaining: 2_500, locks: [] }, 100); // true
 */
export const lockedOut = (wagering: Pick<LockedFunds, 'locked' | 'available'>, minAmount: number): boolean =>
  toMinorUnits(wagering.locked) > 0 && toMinorUnits(wagering.available) < toMinorUnits(minAmount);
