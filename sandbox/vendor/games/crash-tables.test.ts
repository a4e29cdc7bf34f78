import { describe, expect, it } from 'vitest';
import { seedHash } from './crash-math';
import { createCrashTables } from './crash-tables';

const timing = { windowMs: 8000, pauseMs: 3000 };

/** A table whose seeds are numbered, so a test can tell the rounds apart. */
function numberedTables() {
  let n = 0;
  return createCrashTables(timing, () => `seed-${n++}`);
}

describe('crash tables', () => {
  it('shares one round per game among everyone who looks', () => {
    const tables = numberedTables();
    const first = tables.at(7, 1_000_000).current;
    expect(tables.at(7, 1_000_500).current).toBe(first);
    expect(tables.at(8, 1_000_500).current).not.toBe(first);
  });

  it("publishes the next round's hash before its window, and reveals the seed in the history after", () => {
    const tables = numberedTables();
    const table = tables.at(7, 1_000_000);
    const first = table.current;
    const announced = table.next.hash;
    const second = tables.at(7, first.endsAt).current;
    expect(second.opensAt).toBe(first.endsAt);
    expect(second.hash).toBe(announced);
    expect(seedHash(second.seed)).toBe(announced);
    expect(tables.at(7, first.endsAt).history[0]).toMatchObject({ seed: first.seed, hash: first.hash });
  });

  it('keeps the ten latest crashes, newest first', () => {
    const tables = numberedTables();
    let table = tables.at(7, 0);
    for (let i = 0; i < 14; i++) table = tables.at(7, table.current.endsAt);
    expect(table.history).toHaveLength(10);
    expect(table.history[0]!.endsAt).toBe(table.current.opensAt);
    expect(table.history[0]!.id).toBeGreaterThan(table.history[1]!.id);
  });

  it.each([
    // how long nobody looked after the round ended, and when the next window opens
    ['a moment', 100, 'at the end of the last round'],
    ['a whole window', timing.windowMs, 'when the next player looks'],
    ['an hour', 3_600_000, 'when the next player looks'],
  ])('after %s unwatched, the next round opens %s', (_, idle, when) => {
    const tables = numberedTables();
    const first = tables.at(7, 0).current;
    const next = tables.at(7, first.endsAt + idle).current;
    expect(next.opensAt).toBe(when === 'at the end of the last round' ? first.endsAt : first.endsAt + idle);
  });

  it('starts afresh when the clock went back (a sandbox reset)', () => {
    const tables = numberedTables();
    const late = tables.at(7, 5_000_000).current;
    const early = tables.at(7, 1_000_000);
    expect(early.current.opensAt).toBe(1_000_000);
    expect(early.current).not.toBe(late);
    expect(early.history).toEqual([]);
  });
});
