import type { Random } from './prng';

/**
 * A sports bet as the plan draws it, from the seed alone: the board is the server's (its matches
 * follow the sandbox's clock), so the plan says where on it to look, as fractions from 0 to 1,
 * the way a fishing shot says where in the pool to aim.
 */
export interface SportLegPlan {
  /** Which of the open matches not yet on the slip. */
  readonly fixture: number;
  /** Which market (1X2, handicap, total), and which of its selections. */
  readonly market: number;
  readonly selection: number;
}

export interface SportSlipPlan {
  /** One leg is a single; two or three, a parlay (fewer when the board has fewer open matches). */
  readonly legs: readonly SportLegPlan[];
  /** Where on the game's stake ladder (squared when used: small stakes more often). */
  readonly stake: number;
  /** The request id sent again, once the bet is decided, with another stake or another leg. */
  readonly conflict: 'stake' | 'leg' | undefined;
}

export function planSlip(random: Random): SportSlipPlan {
  // Singles half the time, as on a real book; parlays of two or three legs the rest.
  const count = random.chance(0.5) ? 1 : random.int(2, 3);
  const legs = Array.from({ length: count }, () => ({
    fixture: random.next(),
    market: random.next(),
    selection: random.next(),
  }));
  const stake = random.next();
  const conflict = random.chance(0.2) ? (random.chance(0.5) ? 'stake' : 'leg') : undefined;
  return { legs, stake, conflict };
}
