import { describe, expect, it } from 'vitest';
import { seedHash } from './crash-math';
import { createFixtures, DEFAULT_SPORT_TIMING, pairing } from './sport-fixtures';
import { MAX_ODDS, MIN_ODDS } from './sport-math';

const T = DEFAULT_SPORT_TIMING;
const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);

describe('the sportsbook board', () => {
  const fixtures = createFixtures(T, 'test-key');

  it('has fixtures of every sport coming up, kick-off within the lead, open for betting', () => {
    const open = fixtures.board(NOW).filter((f) => fixtures.isOpen(f, NOW));
    expect(new Set(open.map((f) => f.sport))).toEqual(
      new Set(['football', 'basketball', 'tennis', 'esports']),
    );
    for (const f of open) {
      expect(f.kickoffAt).toBeGreaterThan(NOW);
      expect(f.kickoffAt - NOW).toBeLessThanOrEqual(T.leadMs);
      expect(f.endsAt - f.kickoffAt).toBe(T.matchMs);
      expect(f.home).not.toBe(f.away);
    }
  });

  it("never shows one pairing twice on a sport's board", () => {
    for (let at = NOW; at < NOW + 6 * 3_600_000; at += T.everyMs / 2) {
      const pairs = fixtures.board(at).map((f) => `${f.sport}:${[f.home, f.away].sort().join('|')}`);
      expect(new Set(pairs).size).toBe(pairs.length);
    }
  });

  it('plays every pair of a league once a round robin', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 15; n++) {
      const [a, b] = pairing(6, n, n % 2 === 0);
      expect(a).not.toBe(b);
      seen.add([a, b].sort().join('|'));
    }
    expect(seen.size).toBe(15);
  });

  it('is a pure function of the clock and the key: the same fixture, the same result', () => {
    const [first] = fixtures.board(NOW);
    const again = createFixtures(T, 'test-key').byId(first!.id)!;
    expect(again).toMatchObject({ kickoffAt: first!.kickoffAt, score: first!.score, hash: first!.hash });
    // Another key: the same match, another result seed.
    expect(createFixtures(T, 'other-key').byId(first!.id)!.hash).not.toBe(first!.hash);
    expect(seedHash(first!.seed)).toBe(first!.hash);
  });

  it('closes betting at kick-off, never a millisecond later', () => {
    const f = fixtures.board(NOW).find((x) => fixtures.isOpen(x, NOW))!;
    expect(fixtures.isOpen(f, f.kickoffAt - 1)).toBe(true);
    expect(fixtures.isOpen(f, f.kickoffAt)).toBe(false);
    expect(fixtures.isOpen(f, f.kickoffAt - T.leadMs - 1)).toBe(false);
  });

  it('moves the odds before kick-off, step by step, within the offered range', () => {
    const f = fixtures.board(NOW).find((x) => x.sport === 'football' && fixtures.isOpen(x, NOW))!;
    const seen = new Set<string>();
    for (let at = f.kickoffAt - T.leadMs; at < f.kickoffAt; at += T.driftMs) {
      const odds = fixtures.odds(f, at);
      seen.add(JSON.stringify(odds));
      for (const market of Object.values(odds))
        for (const price of Object.values(market)) {
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(MIN_ODDS);
          expect(price).toBeLessThanOrEqual(MAX_ODDS);
        }
    }
    expect(seen.size).toBeGreaterThan(5);
    // Within one step the price holds: a player has time to place what they saw.
    expect(fixtures.odds(f, f.kickoffAt - T.driftMs * 3 + 1)).toEqual(
      fixtures.odds(f, f.kickoffAt - T.driftMs * 3 + 500),
    );
  });

  it('offers a draw only where a match can end level', () => {
    const board = fixtures.board(NOW).filter((f) => fixtures.isOpen(f, NOW));
    for (const f of board) expect('draw' in fixtures.odds(f, NOW)['1x2']).toBe(f.sport === 'football');
  });

  it('refuses ids no schedule has', () => {
    for (const id of ['golf-1', 'football', 'football--1', 'football-1x', '__proto__-1'])
      expect(fixtures.byId(id)).toBeUndefined();
  });
});
