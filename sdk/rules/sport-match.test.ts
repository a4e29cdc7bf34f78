import { describe, expect, it } from 'vitest';
import { MATCH_SOON_MS, matchGlance, matchPrices } from './sport-match';

const MATCH = { kickoffAt: 10_000_000, endsAt: 10_000_000 + 5_400_000 };

describe('a match card', () => {
  it.each([
    [MATCH.kickoffAt - MATCH_SOON_MS - 1, { kind: 'later', at: MATCH.kickoffAt }],
    [MATCH.kickoffAt - MATCH_SOON_MS, { kind: 'soon', minutes: 60 }],
    [MATCH.kickoffAt - 90_000, { kind: 'soon', minutes: 2 }],
    [MATCH.kickoffAt - 1, { kind: 'soon', minutes: 1 }],
    [MATCH.kickoffAt, { kind: 'live', minute: 1 }],
    [MATCH.kickoffAt + 59_999, { kind: 'live', minute: 1 }],
    [MATCH.kickoffAt + 60_000, { kind: 'live', minute: 2 }],
    [MATCH.endsAt - 1, { kind: 'live', minute: 90 }],
    [MATCH.endsAt, { kind: 'ended' }],
  ])('at %i says %o', (now, glance) => {
    expect(matchGlance(MATCH, now)).toEqual(glance);
  });

  it('lists 1, X and 2, leaving out the draw a sport has not, and every price once betting closed', () => {
    expect(matchPrices({ odds: { home: 1.85, draw: 3.4, away: 4.1 } })).toEqual([
      ['1', 1.85],
      ['X', 3.4],
      ['2', 4.1],
    ]);
    expect(matchPrices({ odds: { home: 1.5, draw: null, away: 2.6 } })).toEqual([
      ['1', 1.5],
      ['2', 2.6],
    ]);
    expect(matchPrices({ odds: null })).toEqual([]);
  });
});
