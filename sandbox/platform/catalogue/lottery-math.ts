import { createHmac } from 'node:crypto';

/** Five numbers of 00–99 are drawn; each picked number that comes up pays 19 × its share of the stake. */
export const DRAWN = 5;
export const PAYS_PER_HIT = 19;
export const MAX_PICKS = 3;

export const numberText = (n: number) => String(n).padStart(2, '0');

/** Five distinct numbers, decided by the seed alone (replayable from the recorded seed). */
export function drawFromSeed(seed: string): string[] {
  const drawn = new Set<string>();
  for (let i = 0; drawn.size < DRAWN; i++) {
    drawn.add(numberText(createHmac('sha256', seed).update(`draw:${i}`).digest().readUInt32BE(0) % 100));
  }
  return [...drawn];
}

/** Payout in minor units for picks against a draw; the stake is split evenly among the picks. */
export function lotteryPayout(
  picks: readonly string[],
  drawn: readonly string[],
  stake: number,
): { hits: string[]; payout: number } {
  const hits = picks.filter((p) => drawn.includes(p));
  return { hits, payout: Math.floor((stake / picks.length) * PAYS_PER_HIT * hits.length) };
}
