import { createHmac } from 'node:crypto';

/**
 * The fishing game's rules, pure: the species that swim, how often each spawns, what a catch
 * pays and how a shot's seed decides it. Every fish is worth the same to the player on average:
 * a species paying m× is caught with probability 0.97 / m, so any aim returns 97% of its stakes,
 * and no target (nor any sequence of targets) beats another.
 */

/** The house keeps 3% of every shot, whatever it is aimed at. */
export const HOUSE_EDGE_PERCENT = 3;

/**
 * The species, smallest first: `pays` is the catch's multiple of the stake, `spawn` how many of
 * every 1000 new fish are of the species. Small fish are common and easy, big ones rare and hard;
 * the dragon is the boss, seen about once in a hundred fish.
 */
export const SPECIES = [
  { id: 'clownfish', pays: 2, spawn: 220 },
  { id: 'angelfish', pays: 3, spawn: 180 },
  { id: 'pufferfish', pays: 4, spawn: 150 },
  { id: 'lionfish', pays: 5, spawn: 120 },
  { id: 'turtle', pays: 8, spawn: 95 },
  { id: 'octopus', pays: 10, spawn: 80 },
  { id: 'swordfish', pays: 15, spawn: 60 },
  { id: 'manta', pays: 20, spawn: 45 },
  { id: 'shark', pays: 40, spawn: 30 },
  { id: 'dragon', pays: 100, spawn: 20, boss: true },
] as const;
export type SpeciesId = (typeof SPECIES)[number]['id'];

const SPAWN_TOTAL = SPECIES.reduce((n, s) => n + s.spawn, 0);
const TWO_52 = 2n ** 52n;

export const speciesOf = (id: string) => SPECIES.find((s) => s.id === id);

/** A uniform draw in [0, 2^52) from HMAC-SHA256(seed, label): replayable by anyone with the seed. */
function draw(seed: string, label: string): bigint {
  return BigInt(`0x${createHmac('sha256', seed).update(label).digest('hex').slice(0, 13)}`);
}

/**
 * Whether a shot with this seed catches a fish of this species. The draw r is uniform over 2^52
 * values, and the catch is r × pays × 100 < (100 − edge) × 2^52: exactly (0.97 / pays) of the
 * draws, in integer arithmetic, so the recorded seed proves the result.
 */
export function catches(seed: string, species: SpeciesId): boolean {
  const { pays } = speciesOf(species)!;
  return draw(seed, `shot:${species}`) * BigInt(pays) * 100n < BigInt(100 - HOUSE_EDGE_PERCENT) * TWO_52;
}

/** The probability that one shot catches a fish of the species (the tests' and the page's number). */
export const catchChance = (species: SpeciesId): number =>
  (100 - HOUSE_EDGE_PERCENT) / 100 / speciesOf(species)!.pays;

export interface ShotOutcome {
  species: SpeciesId;
  caught: boolean;
  /** The multiple of the stake paid: the species' pay on a catch, 0 on a miss. */
  multiplier: number;
}

/** A shot at a fish, decided by its seed alone. */
export function shotFromSeed(seed: string, species: SpeciesId): ShotOutcome {
  const caught = catches(seed, species);
  return { species, caught, multiplier: caught ? speciesOf(species)!.pays : 0 };
}

/** What a stake (minor units) wins: a whole multiple of it, so never a fraction of a cent. */
export const payoutOf = (stakeMinor: number, outcome: ShotOutcome): number => stakeMinor * outcome.multiplier;

/** The species of the n-th fish a pool spawns, by its spawn weights, from the pool's seed. */
export function spawnFromSeed(seed: string, n: number): SpeciesId {
  let left = Number(draw(seed, `spawn:${n}`) % BigInt(SPAWN_TOTAL));
  for (const species of SPECIES) {
    if (left < species.spawn) return species.id;
    left -= species.spawn;
  }
  return SPECIES[0].id;
}

/** The return to player of a shot at each species, computed exactly from the table. */
export const theoreticalRtp = (species: SpeciesId): number => catchChance(species) * speciesOf(species)!.pays;
