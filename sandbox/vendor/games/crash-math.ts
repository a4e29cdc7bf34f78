import { createHash, createHmac } from 'node:crypto';

/**
 * The crash game's rules, pure: a round's crash point from its seed, the multiplier over the
 * flight, and what a cash-out pays. Multipliers are whole hundredths (100 = 1.00×) so that every
 * comparison and every payout is integer arithmetic, as money is.
 */

/** The house keeps 1%: for any target m, P(crash point ≥ m) = 0.99 / m, so any strategy returns 99%. */
export const HOUSE_EDGE_PERCENT = 1;
/** 1.00×: the flight starts here, and a round may crash at once (1% of rounds). */
export const START_MULTIPLIER = 100;
/** The highest crash point (1000.00×): a cap keeps every flight under a minute and the payouts bounded. */
export const MAX_MULTIPLIER = 100_000;
/**
 * Growth of the multiplier per second of flight: m(t) = e^(0.15 t). 2× after 4.6 s, 10× after
 * 15 s, the cap after 46 s: quick enough for a demo, slow enough to press a button in time.
 */
export const GROWTH_PER_SECOND = 0.15;

const TWO_52 = 2n ** 52n;

/** SHA-256 of the seed in hex: published before the round, so the seed cannot be chosen afterwards. */
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/**
 * The crash point of a seed, in hundredths. The standard provably-fair draw: the first 52 bits of
 * HMAC-SHA256(seed, "crash") as r uniform in [0, 1), crash = 0.99 / (1 − r), floored to the
 * hundredth; below 1.00 it crashes at 1.00 (nobody can cash out), above the cap at the cap. BigInt
 * keeps the division exact, so anyone can recompute the same point from the revealed seed.
 */
export function crashPointOf(seed: string): number {
  const digest = createHmac('sha256', seed).update('crash').digest('hex');
  const r = BigInt(`0x${digest.slice(0, 13)}`);
  const point = Number(((100n - BigInt(HOUSE_EDGE_PERCENT)) * TWO_52) / (TWO_52 - r));
  return Math.min(MAX_MULTIPLIER, Math.max(START_MULTIPLIER, point));
}

/** The multiplier (hundredths) after `elapsedMs` of flight: e^(growth × t), floored to the hundredth. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return START_MULTIPLIER;
  return Math.floor(100 * Math.exp((GROWTH_PER_SECOND * elapsedMs) / 1000));
}

/**
 * The first whole millisecond of flight at which the multiplier reaches `multiplier`: the inverse
 * of multiplierAt, corrected by a step either way so that the floating-point logarithm never
 * disagrees with multiplierAt (the server's cash-out and its crash must read the same curve).
 */
export function timeToReach(multiplier: number): number {
  if (multiplier <= START_MULTIPLIER) return 0;
  let t = Math.max(0, Math.ceil((1000 * Math.log(multiplier / 100)) / GROWTH_PER_SECOND));
  while (t > 0 && multiplierAt(t - 1) >= multiplier) t--;
  while (multiplierAt(t) < multiplier) t++;
  return t;
}

/** What a stake (minor units) pays when cashed out at `multiplier` hundredths: floored, never more. */
export const payoutAt = (stakeMinor: number, multiplier: number): number =>
  Math.floor((stakeMinor * multiplier) / 100);

/** An auto cash-out a player may ask for: from 1.01× up to the cap, in hundredths. */
export const validAutoCashOut = (multiplier: number): boolean =>
  Number.isSafeInteger(multiplier) && multiplier > START_MULTIPLIER && multiplier <= MAX_MULTIPLIER;
