import { describe, expect, it } from 'vitest';
import { seedHash } from './crash-math';
import { cardsShown, phaseOf, scheduleCoup } from './baccarat-schedule';
import { createBaccaratTables } from './baccarat-tables';

const timing = { windowMs: 12_000, dealMs: 4_000, resultMs: 4_000 };

/** A table whose seeds are numbered, so a test can tell the coups apart. */
function numberedTables() {
  let n = 0;
  return createBaccaratTables(timing, () => `seed-${n++}`);
}

describe('a coup on the clock', () => {
  const round = scheduleCoup('coup-7', 1_000_000, timing);

  it('takes bets, deals, then shows the result until the next window', () => {
    expect(phaseOf(round, round.dealsAt - 1)).toBe('betting');
    expect(phaseOf(round, round.dealsAt)).toBe('dealing');
    expect(phaseOf(round, round.decidedAt - 1)).toBe('dealing');
    expect(phaseOf(round, round.decidedAt)).toBe('result');
    expect(round.endsAt - round.opensAt).toBe(20_000);
  });

  it('deals its cards one by one, all of them by the result', () => {
    const total = round.coup.order.length;
    let before = 0;
    for (let at = round.opensAt; at <= round.decidedAt; at += 100) {
      const shown = cardsShown(round, at);
      expect(shown).toBeGreaterThanOrEqual(before);
      expect(shown - before).toBeLessThanOrEqual(1);
      before = shown;
    }
    expect(cardsShown(round, round.dealsAt)).toBe(0);
    expect(cardsShown(round, round.decidedAt - 1)).toBe(total);
    expect(cardsShown(round, round.decidedAt)).toBe(total);
  });
});

describe('baccarat tables', () => {
  it('shares one coup per game, and publishes the next hash before its window', () => {
    const tables = numberedTables();
    const table = tables.at(7, 1_000_000);
    const first = table.current;
    expect(tables.at(7, 1_000_500).current).toBe(first);
    expect(tables.at(8, 1_000_500).current).not.toBe(first);
    const announced = table.next.hash;
    const second = tables.at(7, first.endsAt).current;
    expect(second.opensAt).toBe(first.endsAt);
    expect(seedHash(second.seed)).toBe(announced);
  });

  it('keeps the thirty latest coups on the bead road, newest first', () => {
    const tables = numberedTables();
    let table = tables.at(7, 0);
    const firstId = table.current.id;
    for (let i = 0; i < 34; i++) table = tables.at(7, table.current.endsAt);
    expect(table.road).toHaveLength(30);
    expect(table.road[0]!.id).toBeGreaterThan(table.road[29]!.id);
    expect(table.road.some((r) => r.id === firstId)).toBe(false);
  });

  it('counts the players who looked within ten seconds as seated', () => {
    const tables = numberedTables();
    const table = tables.at(7, 0);
    expect(tables.seat(table, 'a:1', 0)).toBe(1);
    expect(tables.seat(table, 'a:2', 5_000)).toBe(2);
    expect(tables.seat(table, 'a:2', 6_000)).toBe(2);
    expect(tables.seat(table, 'a:3', 12_000)).toBe(2);
  });
});
