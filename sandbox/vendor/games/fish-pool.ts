import { createHmac } from 'node:crypto';
import { Fault } from '../../core/http/fault';
import { spawnFromSeed, speciesOf, type SpeciesId } from './fish-math';

/** Fish on screen at once: enough to choose from, few enough to tell apart on a phone. */
export const POOL_SIZE = 8;
/** Shots a launch may fire in any one second: a fast finger fires 4–5, a script far more. */
export const SHOTS_PER_SECOND = 10;
/** Shots remembered per session for replays: far more than a page retries, bounded in memory. */
const SHOTS_KEPT = 500;
/** A session untouched this long is forgotten: its launch (two hours at most) has ended. */
const IDLE_MS = 3 * 60 * 60 * 1000;

export interface Fish {
  /** Unique within its session, never reused: a shot at a caught fish cannot hit its successor. */
  id: string;
  species: SpeciesId;
  pays: number;
  /** The seed of the fish's swim (lane, speed, direction), which only the page's animation reads. */
  path: number;
  /** The request id of a shot that caught it and is being paid: it is no longer a target. */
  takenBy?: string;
}

/** What one shot came to, as the page is told (amounts in minor units here). */
export interface ShotResult {
  roundId: number | null;
  target: string;
  species: SpeciesId;
  caught: boolean;
  multiplier: number;
  stake: number;
  payout: number;
  seed: string;
}

interface KnownShot {
  stake: number;
  target: string;
  result: Promise<ShotResult>;
}

/**
 * One launch's fishing session, in this process's memory: its pool of fish, its tally, its recent
 * shots (for replays and the rate cap). The money is never here: every shot is a platform round.
 */
export function createFishSession(seed: string) {
  const pool = new Map<string, Fish>();
  const shots = new Map<string, KnownShot>();
  const tally = { shots: 0, cost: 0, won: 0, caught: 0 };
  let arrivals: number[] = [];
  let spawned = 0;
  let lastSeen = 0;

  function spawn() {
    const n = spawned++;
    const species = spawnFromSeed(seed, n);
    const path = createHmac('sha256', seed).update(`path:${n}`).digest().readUInt32BE(0);
    pool.set(`f${n}`, { id: `f${n}`, species, pays: speciesOf(species)!.pays, path });
  }
  while (pool.size < POOL_SIZE) spawn();

  return {
    tally,
    touch: (at: number) => (lastSeen = at),
    idleSince: () => lastSeen,
    /** The fish a page may aim at: caught fish being paid have left already. */
    visible: () => [...pool.values()].filter((f) => !f.takenBy),

    /**
     * Counts a shot against the cap, by its arrival time: shots sent together are counted
     * together however long the database takes to answer each.
     */
    admit(arrivedAt: number) {
      arrivals = arrivals.filter((t) => t > arrivedAt - 1000);
      if (arrivals.length >= SHOTS_PER_SECOND)
        throw new Fault(429, 'too_many_shots', 'Too many shots: at most 10 a second', {
          retryAfterMs: 1000,
        });
      arrivals.push(arrivedAt);
    },

    /** The fish a shot aims at, if it still swims here and nobody's catch is taking it away. */
    target(id: string): Fish {
      const fish = pool.get(id);
      if (!fish || fish.takenBy)
        throw new Fault(409, 'fish_gone', 'That fish is no longer here: aim at another', { fish: id });
      return fish;
    },

    known: (requestId: string) => shots.get(requestId),

    /** Remembers a shot before its first await, so a copy of the request sent at once shares it. */
    remember(requestId: string, shot: KnownShot) {
      shots.set(requestId, shot);
      if (shots.size > SHOTS_KEPT) shots.delete(shots.keys().next().value!);
    },
    forget: (requestId: string) => shots.delete(requestId),

    /** A catch paid: the fish leaves the pool and a new one swims in. */
    landed(fish: Fish) {
      pool.delete(fish.id);
      spawn();
    },
  };
}

export type FishSession = ReturnType<typeof createFishSession>;

/** Every launch's session, created at its first look and forgotten once long idle. */
export function createFishSessions(newSeed: () => string) {
  const sessions = new Map<string, FishSession>();
  let sweptAt = 0;
  return (key: string, at: number): FishSession => {
    if (at - sweptAt > 60_000) {
      sweptAt = at;
      for (const [k, s] of sessions) if (at - s.idleSince() > IDLE_MS) sessions.delete(k);
    }
    let session = sessions.get(key);
    if (!session) sessions.set(key, (session = createFishSession(newSeed())));
    session.touch(at);
    return session;
  };
}
