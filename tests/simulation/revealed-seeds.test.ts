import { describe, expect, it } from 'vitest';
import { seedHash } from '../../sandbox/vendor/games/crash-math';
import { createRevealedSeeds } from './revealed-seeds';

const round = (id: number, seed: string) => ({ id, hash: seedHash(seed), seed });

describe('the seeds the live tables reveal', () => {
  it('keeps two rounds of one id apart: a flight and a coup opened in the same millisecond', () => {
    const violations: string[] = [];
    const seeds = createRevealedSeeds((message) => violations.push(message));
    const flight = round(1_700_000_000_000, 'crash-seed');
    const coup = round(1_700_000_000_000, 'baccarat-seed');
    seeds.reveal([flight]);
    seeds.reveal([coup]);
    expect(seeds.seedOf(flight.hash)).toBe('crash-seed');
    expect(seeds.seedOf(coup.hash)).toBe('baccarat-seed');
    expect(violations).toEqual([]);
  });

  it('takes no seed that does not hash to what the round published, and says so', () => {
    const violations: string[] = [];
    const seeds = createRevealedSeeds((message) => violations.push(message));
    const published = round(5, 'the-real-seed');
    seeds.reveal([{ ...published, seed: 'another-seed' }]);
    expect(seeds.seedOf(published.hash)).toBeUndefined();
    expect(violations).toEqual([
      `round 5 revealed a seed that does not hash to the ${published.hash} it published`,
    ]);
  });

  it('knows nothing of a round not revealed yet', () => {
    expect(createRevealedSeeds(() => {}).seedOf(seedHash('riding'))).toBeUndefined();
  });
});
