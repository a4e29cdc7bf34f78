import { seedHash } from './crash-math';
import { scheduleRound, type CrashRound, type CrashTiming } from './crash-schedule';

/** Crash points shown with their seeds after the flight, newest first. */
const HISTORY_LENGTH = 10;

export interface CrashTable {
  current: CrashRound;
  /** The next round's seed, drawn ahead so that its hash is published before its window opens. */
  next: { seed: string; hash: string };
  /** Rounds that crashed, newest first, with their seeds revealed. */
  history: CrashRound[];
}

/**
 * One table per crash game, shared by every player of it: the rounds follow each other on the
 * sandbox's clock (window, flight, pause, next window). Tables live in memory, as the sandbox is
 * one process by design; a table flies only while somebody looks at it: when nobody asked for a
 * whole window past a round's end, the next round opens when the next player arrives rather than
 * replaying every flight nobody saw (nobody could have bet on them).
 */
export function createCrashTables(timing: CrashTiming, drawSeed: () => string) {
  const tables = new Map<number, CrashTable>();
  const nextSeed = () => {
    const seed = drawSeed();
    return { seed, hash: seedHash(seed) };
  };

  /** The table of a game at `now` (epoch ms), its rounds moved on to the one under way. */
  function at(nodeId: number, now: number): CrashTable {
    let table = tables.get(nodeId);
    // A sandbox reset sets the clock back: rounds "in the future" never happened, start afresh.
    if (!table || now < table.current.opensAt) {
      table = { current: scheduleRound(drawSeed(), now, timing), next: nextSeed(), history: [] };
      tables.set(nodeId, table);
    }
    while (now >= table.current.endsAt) {
      const ended = table.current;
      table.history = [ended, ...table.history].slice(0, HISTORY_LENGTH);
      const opensAt = now >= ended.endsAt + timing.windowMs ? now : ended.endsAt;
      table.current = scheduleRound(table.next.seed, opensAt, timing);
      table.next = nextSeed();
    }
    return table;
  }

  return { at };
}

export type CrashTables = ReturnType<typeof createCrashTables>;
