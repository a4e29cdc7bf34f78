import { describe, expect, it } from 'vitest';
import { createFixtures, DEFAULT_SPORT_TIMING } from './sport-fixtures';
import { feedBoard, matchesAt, MAX_FEED_MATCHES } from './sport-lobby';

const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);

describe('the match feed', () => {
  const fixtures = createFixtures(DEFAULT_SPORT_TIMING, 'test-key');

  it.each([
    ['esports', 'esports'],
    ['sports', 'sports'],
    [undefined, 'sports'],
    [['esports'], 'sports'],
  ])('reads the board %o as %s', (raw, board) => {
    expect(feedBoard(raw)).toBe(board);
  });

  it('puts the matches in play first, then the next to kick off, and never an ended one', () => {
    const list = matchesAt(fixtures, 'sports', NOW);
    expect(list.length).toBeGreaterThan(3);
    expect(list.length).toBeLessThanOrEqual(MAX_FEED_MATCHES);
    const live = list.filter((m) => m.status === 'live');
    expect(live.length).toBeGreaterThan(0);
    expect(list.slice(0, live.length)).toEqual(live);
    const upcoming = list.slice(live.length);
    expect(upcoming.every((m) => m.status === 'upcoming' && m.kickoffAt > NOW)).toBe(true);
    expect(upcoming.map((m) => m.kickoffAt)).toEqual(upcoming.map((m) => m.kickoffAt).sort((a, b) => a - b));
    expect(live.every((m) => m.kickoffAt <= NOW && m.endsAt > NOW)).toBe(true);
  });

  it('prices the open matches as the sportsbook does, with a draw only where the sport has one', () => {
    for (const match of matchesAt(fixtures, 'sports', NOW)) {
      if (match.status === 'live') {
        expect(match.odds).toBeNull();
        continue;
      }
      const book = fixtures.odds(fixtures.byId(match.matchId)!, NOW)['1x2'];
      expect(match.odds).toEqual({ home: book.home, draw: book.draw ?? null, away: book.away });
      expect(match.odds!.draw === null).toBe(match.sport !== 'football');
    }
  });

  it('keeps e-sports on a board of its own', () => {
    expect(matchesAt(fixtures, 'sports', NOW).some((m) => m.sport === 'esports')).toBe(false);
    const esports = matchesAt(fixtures, 'esports', NOW);
    expect(esports.length).toBeGreaterThan(0);
    expect(esports.every((m) => m.sport === 'esports')).toBe(true);
  });
});
