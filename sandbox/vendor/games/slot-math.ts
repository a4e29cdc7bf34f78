import { createHmac } from 'node:crypto';

/** Reel symbols with their weights on every reel (out of 100). */
export const SYMBOLS = [
  { id: 'cherry', weight: 30, pays: 9 },
  { id: 'lemon', weight: 25, pays: 15 },
  { id: 'bell', weight: 18, pays: 28 },
  { id: 'bar', weight: 12, pays: 55 },
  { id: 'seven', weight: 8, pays: 150 },
  { id: 'star', weight: 7, pays: 370 },
] as const;
export type SymbolId = (typeof SYMBOLS)[number]['id'];

/** Five lines over a 3×3 window: three rows and two diagonals, as [row of reel 1, reel 2, reel 3]. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const TOTAL_WEIGHT = SYMBOLS.reduce((n, s) => n + s.weight, 0);

function symbolAt(roll: number): SymbolId {
  let left = roll % TOTAL_WEIGHT;
  for (const symbol of SYMBOLS) {
    if (left < symbol.weight) return symbol.id;
    left -= symbol.weight;
  }
  return SYMBOLS[0].id;
}

export interface SpinOutcome {
  /** reels[reel][row] */
  reels: SymbolId[][];
  wins: { line: number; symbol: SymbolId; multiplier: number }[];
  /** Payout as a multiple of the stake (each line carries a fifth of it). */
  multiplier: number;
}

/**
 * A spin decided by its seed alone: HMAC-SHA256(seed, "reel:row") picks each cell, so anyone with
 * the recorded seed can replay the outcome. Three of a kind on a line pays `pays` × line stake.
 */
export function spinFromSeed(seed: string): SpinOutcome {
  const reels = [0, 1, 2].map((reel) =>
    [0, 1, 2].map((row) =>
      symbolAt(createHmac('sha256', seed).update(`${reel}:${row}`).digest().readUInt32BE(0)),
    ),
  );
  const wins = LINES.flatMap((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => reels[reel]![row]!);
    if (a !== b || b !== c) return [];
    const pays = SYMBOLS.find((s) => s.id === a)!.pays;
    return [{ line, symbol: a!, multiplier: pays / LINES.length }];
  });
  return { reels, wins, multiplier: wins.reduce((n, w) => n + w.multiplier, 0) };
}

/** The return to player of the paytable, computed exactly (used by the tests). */
export function theoreticalRtp(): number {
  return SYMBOLS.reduce((rtp, s) => rtp + (s.weight / TOTAL_WEIGHT) ** 3 * s.pays, 0);
}
