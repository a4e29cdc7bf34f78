import { describe, expect, it } from 'vitest';
import {
  SPECIES,
  catchChance,
  payoutOf,
  shotFromSeed,
  spawnFromSeed,
  theoreticalRtp,
  type SpeciesId,
} from './fish-math';

describe('the fishing pay table', () => {
  it('has eight to ten species from 2× up to a 100× boss', () => {
    expect(SPECIES.length).toBeGreaterThanOrEqual(8);
    expect(SPECIES.length).toBeLessThanOrEqual(10);
    expect(SPECIES[0].pays).toBe(2);
    expect(SPECIES.filter((s) => 'boss' in s).map((s) => s.pays)).toEqual([100]);
    expect(SPECIES.reduce((n, s) => n + s.spawn, 0)).toBe(1000);
  });

  it.each(SPECIES.map((s) => [s.id, s.pays] as const))(
    'returns 97%% on a shot at a %s (pays %i×)',
    (species, pays) => {
      expect(catchChance(species)).toBeCloseTo(0.97 / pays, 12);
      expect(theoreticalRtp(species)).toBeCloseTo(0.97, 12);
    },
  );

  it.each([
    // stake (minor units), species, caught, payout
    [100, 'clownfish', true, 200],
    [100, 'dragon', true, 10_000],
    [2000, 'shark', true, 80_000],
    [500, 'turtle', false, 0],
  ] as const)('pays a stake of %i on a %s caught=%s: %i', (stake, species, caught, payout) => {
    const outcome = { species, caught, multiplier: caught ? SPECIES.find((s) => s.id === species)!.pays : 0 };
    expect(payoutOf(stake, outcome)).toBe(payout);
    expect(Number.isSafeInteger(payoutOf(stake, outcome))).toBe(true);
  });
});

describe('a shot', () => {
  it('is decided by its seed alone', () => {
    for (const { id } of SPECIES) expect(shotFromSeed('shot-42', id)).toEqual(shotFromSeed('shot-42', id));
  });

  it('pays the species multiple on a catch and nothing on a miss', () => {
    for (let i = 0; i < 500; i++) {
      const outcome = shotFromSeed(`pays-${i}`, 'octopus');
      expect(outcome.multiplier).toBe(outcome.caught ? 10 : 0);
    }
  });

  it.each(['clownfish', 'lionfish', 'octopus'] as SpeciesId[])(
    'lands near 97% over many shots at a %s',
    (species) => {
      const shots = 40_000;
      let paid = 0;
      for (let i = 0; i < shots; i++) paid += shotFromSeed(`sim-${i}`, species).multiplier;
      // Three standard deviations of the mean at 10×: about ±0.045.
      expect(paid / shots).toBeGreaterThan(0.92);
      expect(paid / shots).toBeLessThan(1.02);
    },
  );
});

describe('the pool', () => {
  it('spawns species by their weights, replayably from the pool seed', () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 20_000; n++) {
      const species = spawnFromSeed('pool-1', n);
      counts.set(species, (counts.get(species) ?? 0) + 1);
    }
    for (const s of SPECIES) expect((counts.get(s.id) ?? 0) / 20_000).toBeCloseTo(s.spawn / 1000, 1);
    expect(spawnFromSeed('pool-1', 7)).toBe(spawnFromSeed('pool-1', 7));
  });
});
