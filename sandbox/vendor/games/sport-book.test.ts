import { describe, expect, it } from 'vitest';
import { createFixtures, DEFAULT_SPORT_TIMING } from './sport-fixtures';
import { settlementOf } from './sport-book';
import { betPayout, settleLeg } from './sport-math';
import type { SportBetDetails } from '../../platform/rounds';

const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);

/** A parlay of two open fixtures, as checkSlip would keep it. */
function parlayOn(fixtures: ReturnType<typeof createFixtures>): SportBetDetails {
  const open = fixtures.board(NOW).filter((f) => fixtures.isOpen(f, NOW));
  const [a, b] = [open[0]!, open.find((f) => f.sport !== open[0]!.sport)!];
  const legs = [
    {
      fixture: a.id,
      market: 'total',
      selection: 'over',
      line: a.lines.total,
      odds: 1900,
      hash: a.hash,
      endsAt: a.endsAt,
    },
    {
      fixture: b.id,
      market: 'handicap',
      selection: 'home',
      line: b.lines.handicap,
      odds: 1850,
      hash: b.hash,
      endsAt: b.endsAt,
    },
  ];
  return { legs, settlesAt: Math.max(a.endsAt, b.endsAt) };
}

describe('a sports bet settled', () => {
  it('pays from the odds it holds and the revealed scores, each leg against its own line', () => {
    const fixtures = createFixtures(DEFAULT_SPORT_TIMING, 'key-a');
    const details = parlayOn(fixtures);
    const settled = settlementOf(details, 1_000, fixtures)!;
    const expected = details.legs.map((leg) => ({
      result: settleLeg(
        { market: leg.market as 'total', selection: leg.selection, line: leg.line },
        fixtures.byId(leg.fixture)!.score,
      ),
      odds: leg.odds,
    }));
    expect(settled.legs.map((l) => l.result)).toEqual(expected.map((e) => e.result));
    expect(settled.payout).toBe(betPayout(1_000, expected));
    expect(settled.legs.map((l) => l.seed)).toEqual(details.legs.map((l) => fixtures.byId(l.fixture)!.seed));
  });

  it('is refused (refunded by the sweep) when a result no longer matches the hash committed at the bet', () => {
    // The stored key was changed: the same fixtures, other seeds, other hashes.
    const details = parlayOn(createFixtures(DEFAULT_SPORT_TIMING, 'key-at-the-bet'));
    expect(
      settlementOf(details, 1_000, createFixtures(DEFAULT_SPORT_TIMING, 'key-changed-since')),
    ).toBeUndefined();
  });
});
