import type { FastifyInstance } from 'fastify';
import type { Fixture, Fixtures } from './sport-fixtures';
import { fixtureStatus } from './sport-views';

/** A strip has room for a dozen matches: the ones in play, then the next to kick off. */
export const MAX_FEED_MATCHES = 12;

/** The boards a lobby asks for: e-sports has a page of its own, every other sport shares one. */
export type MatchBoard = 'sports' | 'esports';

export const feedBoard = (raw: unknown): MatchBoard => (raw === 'esports' ? 'esports' : 'sports');

export const onBoard = (board: MatchBoard, fixture: Pick<Fixture, 'sport'>) =>
  (fixture.sport === 'esports') === (board === 'esports');

/**
 * What a lobby's match strip shows of a board at `now`: the matches in play, then those still
 * open for bets by kick-off, each open one with its 1X2 prices (thousandths; no draw where the
 * sport has none). Ended matches are left out: the strip is for what a player can still follow.
 */
export function matchesAt(fixtures: Fixtures, board: MatchBoard, now: number) {
  return fixtures
    .board(now)
    .filter((f) => onBoard(board, f) && fixtureStatus(f, now) !== 'ended')
    .sort((a, b) => Number(b.kickoffAt <= now) - Number(a.kickoffAt <= now) || a.kickoffAt - b.kickoffAt)
    .slice(0, MAX_FEED_MATCHES)
    .map((f) => {
      const live = fixtureStatus(f, now) === 'live';
      const prices = !live && fixtures.isOpen(f, now) ? fixtures.odds(f, now)['1x2'] : undefined;
      return {
        matchId: f.id,
        sport: f.sport,
        home: f.home,
        away: f.away,
        kickoffAt: f.kickoffAt,
        endsAt: f.endsAt,
        status: live ? ('live' as const) : ('upcoming' as const),
        odds: prices ? { home: prices.home!, draw: prices.draw ?? null, away: prices.away! } : null,
      };
    });
}

/**
 * The sportsbook's public match feed, as sportsbook vendors publish one for operators' lobbies:
 * the board's matches and their prices, nothing about any bet or player.
 */
export function registerSportLobby(app: FastifyInstance, fixtures: Fixtures, now: () => number) {
  app.get<{ Querystring: { board?: unknown } }>('/play/api/lobby/matches', async (request) => ({
    success: true,
    value: { serverTime: now(), list: matchesAt(fixtures, feedBoard(request.query.board), now()) },
  }));
}
