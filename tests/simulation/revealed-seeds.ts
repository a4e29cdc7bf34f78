import { seedHash } from '../../sandbox/vendor/games/crash-math';

/** A finished round as a table's page shows it: its seed revealed, with the hash published before. */
export interface RevealedRound {
  id: number;
  hash: string;
  seed: string;
}

/**
 * The seeds the live tables revealed, found by the hash each round published before its window
 * opened, which the client kept when it bet. Not by the round's id: an id is the round's start in
 * ms, unique within its table only, and a crash flight and a baccarat coup opened in the same
 * millisecond share one (a 100,000-operation run met such a pair, and checked a crash bet against
 * the coup's seed). Every seed revealed must hash to the hash published for it.
 */
export function createRevealedSeeds(violation: (message: string) => void) {
  const seeds = new Map<string, string>();
  return {
    reveal(rounds: readonly RevealedRound[]) {
      for (const { id, hash, seed } of rounds) {
        if (seeds.has(hash)) continue;
        if (seedHash(seed) === hash) seeds.set(hash, seed);
        else violation(`round ${id} revealed a seed that does not hash to the ${hash} it published`);
      }
    },
    /** The seed of the round that published `hash`, once it was revealed. */
    seedOf: (hash: string) => seeds.get(hash),
  };
}
