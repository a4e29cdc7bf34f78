import { describe, expect, it } from 'vitest';
import { LIVE_TABLES_PER_ASK, liveCandidates, liveGlance } from './live-table';

describe('liveGlance', () => {
  const betting = { phase: 'betting' as const, closesInMs: 7_200, endsInMs: 15_200 };
  it.each([
    [betting, 0, { kind: 'betting', seconds: 8 }],
    [betting, 1_000, { kind: 'betting', seconds: 7 }],
    [betting, 7_199, { kind: 'betting', seconds: 1 }],
    [betting, 7_200, { kind: 'dealing' }],
    [betting, 15_199, { kind: 'dealing' }],
    [betting, 15_200, { kind: 'next' }],
    [{ phase: 'dealing' as const, closesInMs: 0, endsInMs: 5_000 }, 0, { kind: 'dealing' }],
    [{ phase: 'result' as const, closesInMs: 0, endsInMs: 2_000 }, 2_500, { kind: 'next' }],
  ])('%o after %i ms is %o', (table, elapsed, glance) => {
    expect(liveGlance(table, elapsed)).toEqual(glance);
  });
});

describe('liveCandidates', () => {
  it('names the live-casino games only, in order', () => {
    const games = [
      { nodeId: 3, gameCategory: 'LIVE' as const },
      { nodeId: 1, gameCategory: 'RNG' as const },
      { nodeId: 2, gameCategory: 'LIVE' as const },
    ];
    expect(liveCandidates(games)).toEqual([3, 2]);
  });

  it('asks about a screenful at most', () => {
    const games = Array.from({ length: 100 }, (_, i) => ({ nodeId: i, gameCategory: 'LIVE' as const }));
    expect(liveCandidates(games)).toHaveLength(LIVE_TABLES_PER_ASK);
  });
});
