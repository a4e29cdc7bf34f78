import { seedHash } from './crash-math';
import { scheduleCoup, type BaccaratRound, type BaccaratTiming } from './baccarat-schedule';

/** The bead road's length: the results a player reads the table's run from. */
const ROAD_LENGTH = 30;
/** A player counts as seated while their page polled within this long (it polls every second). */
const SEATED_MS = 10_000;

export interface BaccaratTable {
  current: BaccaratRound;
  /** The next coup's seed, drawn ahead so that its hash is published before its window opens. */
  next: { seed: string; hash: string };
  /** Coups played, newest first, their seeds revealed. */
  road: BaccaratRound[];
  /** Who looked at the table, and when last (by launch). */
  seen: Map<string, number>;
}

/**
 * One table per baccarat game, shared by every player of it: the coups follow each other on the
 * sandbox's clock (window, deal, result, next window). Tables live in memory, as the sandbox is one
 * process by design; like the crash tables, a table nobody watched for a whole window opens its
 * next coup when the next player arrives rather than dealing every coup nobody saw.
 */
export function createBaccaratTables(timing: BaccaratTiming, drawSeed: () => string) {
  const tables = new Map<number, BaccaratTable>();
  const nextSeed = () => {
    const seed = drawSeed();
    return { seed, hash: seedHash(seed) };
  };

  /** The table of a game at `now` (epoch ms), its coups moved on to the one under way. */
  function at(nodeId: number, now: number): BaccaratTable {
    let table = tables.get(nodeId);
    // A sandbox reset sets the clock back: coups "in the future" never happened, start afresh.
    if (!table || now < table.current.opensAt) {
      // Tables opened together (a lobby asks about a screenful at once) would deal in lockstep:
      // each starts part-way through its first window, by its own amount, as real tables run.
      const current = scheduleCoup(drawSeed(), now - ((nodeId * 7_919) % (timing.windowMs / 2)), timing);
      table = { current, next: nextSeed(), road: [], seen: new Map() };
      tables.set(nodeId, table);
    }
    while (now >= table.current.endsAt) {
      const ended = table.current;
      table.road = [ended, ...table.road].slice(0, ROAD_LENGTH);
      const opensAt = now >= ended.endsAt + timing.windowMs ? now : ended.endsAt;
      table.current = scheduleCoup(table.next.seed, opensAt, timing);
      table.next = nextSeed();
    }
    return table;
  }

  /** How many sit at the table at `now`: the players whose page polled it lately. */
  function seated(table: BaccaratTable, now: number): number {
    for (const [key, last] of table.seen) if (now - last > SEATED_MS || last > now) table.seen.delete(key);
    return table.seen.size;
  }

  /** Seats `who` at the table at `now`, and says how many sit there (`who` included). */
  function seat(table: BaccaratTable, who: string, now: number): number {
    table.seen.set(who, now);
    return seated(table, now);
  }

  return { at, seat, seated };
}

export type BaccaratTables = ReturnType<typeof createBaccaratTables>;
