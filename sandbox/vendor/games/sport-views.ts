import { toAmount } from '../../platform/ledger';
import type { Round, SportBetDetails } from '../../platform/rounds';
import type { Fixture, Fixtures } from './sport-fixtures';
import type { LegOutcome } from './sport-book';

/** What the sportsbook's calls answer: odds as thousandths, lines as goals (-0.75), money as amounts. */

const line = (quarters: number) => quarters / 4;

export type FixtureStatus = 'open' | 'live' | 'ended';

export function fixtureStatus(f: Fixture, now: number): FixtureStatus {
  if (now < f.kickoffAt) return 'open';
  return now < f.endsAt ? 'live' : 'ended';
}

/**
 * A fixture on the board: its markets and current odds while betting is open, its final score
 * and seed only once it has ended (the seed would tell the score before).
 */
export function fixtureView(f: Fixture, fixtures: Fixtures, now: number) {
  const status = fixtureStatus(f, now);
  const base = {
    id: f.id,
    sport: f.sport,
    home: f.home,
    away: f.away,
    kickoffAt: f.kickoffAt,
    endsAt: f.endsAt,
    status,
    hash: f.hash,
  };
  if (status === 'ended') return { ...base, score: f.score, seed: f.seed };
  if (status === 'live' || !fixtures.isOpen(f, now)) return base;
  const odds = fixtures.odds(f, now);
  return {
    ...base,
    markets: {
      '1x2': odds['1x2'],
      handicap: { line: line(f.lines.handicap), ...odds.handicap },
      total: { line: line(f.lines.total), ...odds.total },
    },
  };
}

/** A player's bet: pending until its last match ends, then settled with each leg's result. */
export function betView(round: Round & { created_at?: Date | string }, fixtures: Fixtures) {
  const outcome = round.outcome as { sport?: SportBetDetails; results?: LegOutcome[] };
  const details = outcome.sport;
  const status =
    round.status === 'settled' ? 'settled' : round.status === 'rolled_back' ? 'refunded' : 'pending';
  return {
    roundId: Number(round.id),
    requestId: round.request_id,
    stake: toAmount(Number(round.stake)),
    payout: toAmount(Number(round.payout)),
    status,
    placedAt: round.created_at ? new Date(round.created_at).getTime() : null,
    settlesAt: details?.settlesAt ?? null,
    legs: (details?.legs ?? []).map((leg, i) => {
      const fixture = fixtures.byId(leg.fixture);
      const result = outcome.results?.[i];
      return {
        fixture: leg.fixture,
        sport: fixture?.sport ?? null,
        home: fixture?.home ?? null,
        away: fixture?.away ?? null,
        market: leg.market,
        selection: leg.selection,
        line: line(leg.line),
        odds: leg.odds,
        ...(result ? { result: result.result, score: result.score } : {}),
      };
    }),
  };
}
