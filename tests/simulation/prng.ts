/**
 * The simulation's only source of chance: mulberry32, small, fast and the same on every machine,
 * so that a seed names one run. Each concern draws from its own stream (`fork`), so adding a draw
 * to one (say, the fault schedule) does not shift every other draw of the run.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Takes one item out of `items` at a random place (order does not matter to the caller). */
  take<T>(items: T[]): T;
  /** A new independent stream, named so that its draws stay the same whatever else changes. */
  fork(name: string | number): Random;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of the seed and a name: the seed of a forked stream. */
function mix(seed: number, name: string | number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of `${name}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

export function random(seed: number): Random {
  const next = mulberry32(seed);
  const self: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    take(items) {
      const at = Math.floor(next() * items.length);
      const item = items[at]!;
      // Swap-remove: O(1), and the pool's order is random anyway.
      items[at] = items[items.length - 1]!;
      items.pop();
      return item;
    },
    fork: (name) => random(mix(seed, name)),
  };
  return self;
}

/** SIM_SEED when set (a failing run's seed), otherwise a fresh one; either way the run prints it. */
export function seedFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.SIM_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed) || seed < 0)
      throw new Error(`SIM_SEED must be a whole number, not ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
