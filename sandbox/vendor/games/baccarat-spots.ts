import { Fault } from '../../core/http/fault';
import { exactMinor, toAmount } from '../../platform/ledger';
import { SPOTS, type Spot } from './baccarat-math';

const SIDE_SPOTS = new Set<Spot>(['tie', 'playerPair', 'bankerPair']);

/**
 * The chips of one bet checked against the table's limits, in minor units, and their total (what
 * leaves the wallet, once). Every spot is checked before anything moves: one spot off its limits
 * refuses the whole bet.
 */
export function checkSpots(
  bets: Record<string, number | undefined>,
  limits: { min: number; max: number; sideMax: number },
): { spots: Record<string, number>; stake: number } {
  const spots: Record<string, number> = {};
  let stake = 0;
  for (const spot of SPOTS) {
    const amount = bets[spot];
    if (amount === undefined) continue;
    const minor = exactMinor(amount);
    const max = SIDE_SPOTS.has(spot) ? limits.sideMax : limits.max;
    if (minor === undefined || minor < limits.min || minor > max)
      throw new Fault(
        400,
        'invalid_request',
        `A stake on ${spot} is from ${toAmount(limits.min)} to ${toAmount(max)}, in cents`,
        { field: `bets.${spot}`, min: toAmount(limits.min), max: toAmount(max) },
      );
    spots[spot] = minor;
    stake += minor;
  }
  return { spots, stake };
}

/** The same chips on the same spots (a retried bet), whatever order they were sent in. */
export const sameSpots = (a: Record<string, number>, b: Record<string, number>) =>
  SPOTS.every((s) => (a[s] ?? 0) === (b[s] ?? 0));
