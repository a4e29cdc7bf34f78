import { createHmac } from 'node:crypto';

/**
 * The progressive jackpot's rules, pure: what a spin adds to the pool and whether it hits.
 * Integer minor units throughout; the hit is drawn from the spin's own seed, so a spin's seed,
 * revealed with its result, proves whether it hit.
 */

/** The pool every jackpot slot feeds and pays. */
export const MEGA_JACKPOT = 'mega';
/** 1% of each real-money stake of a jackpot slot goes into the pool. */
export const CONTRIBUTION_PERCENT = 1;
/** One spin in 50,000 hits, whatever its stake. */
export const JACKPOT_ODDS = 50_000;

const TWO_32 = 2 ** 32;

/** What a stake adds to the pool, floored to the minor unit. */
export const contribution = (stakeMinor: number): number =>
  Math.floor((stakeMinor * CONTRIBUTION_PERCENT) / 100);

/**
 * Whether the spin of `seed` hits the jackpot: the first 32 bits of HMAC-SHA256(seed, "jackpot")
 * as r uniform in [0, 1), a hit when r < 1 / JACKPOT_ODDS. Apart from the reels' draw, so a hit
 * says nothing of the lines.
 */
export function hitsJackpot(seed: string): boolean {
  const r = parseInt(createHmac('sha256', seed).update('jackpot').digest('hex').slice(0, 8), 16) / TWO_32;
  return r < 1 / JACKPOT_ODDS;
}
