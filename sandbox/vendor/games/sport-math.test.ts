import { describe, expect, it } from 'vitest';
import { betPayout, priceSelection, settleLeg, type LegChoice, type LegResult } from './sport-math';

const leg = (market: LegChoice['market'], selection: string, line = 0): LegChoice => ({
  market,
  selection,
  line,
});

describe('a leg against the final score', () => {
  it.each([
    // market, selection, line (quarters), home, away, result
    ['1x2', 'home', 0, 2, 1, 'win'],
    ['1x2', 'draw', 0, 1, 1, 'win'],
    ['1x2', 'away', 0, 1, 1, 'lose'],
    // Half lines never push.
    ['handicap', 'home', -2, 1, 0, 'win'],
    ['handicap', 'home', -6, 1, 0, 'lose'],
    // Whole lines push: the stake comes back (void).
    ['handicap', 'home', -4, 1, 0, 'void'],
    ['handicap', 'away', 4, 1, 0, 'void'],
    ['handicap', 'home', 0, 0, 0, 'void'],
    // Quarter lines: half on each neighbour line.
    ['handicap', 'home', -3, 1, 0, 'half_win'], // -0.75 on a one-goal win: -0.5 wins, -1 pushes
    ['handicap', 'home', -3, 2, 0, 'win'],
    ['handicap', 'home', -1, 0, 0, 'half_lose'], // -0.25 on a draw: 0 pushes, -0.5 loses
    ['handicap', 'away', 1, 0, 0, 'half_win'], // +0.25 on a draw: 0 pushes, +0.5 wins
    ['handicap', 'away', 3, 1, 0, 'half_lose'], // +0.75 losing by one: +0.5 loses, +1 pushes
    ['total', 'over', 10, 2, 1, 'win'], // over 2.5 with 3
    ['total', 'under', 10, 2, 1, 'lose'],
    ['total', 'over', 12, 2, 1, 'void'], // over 3 with exactly 3
    ['total', 'over', 11, 2, 1, 'half_win'], // over 2.75 with 3: 2.5 wins, 3 pushes
    ['total', 'over', 9, 1, 1, 'half_lose'], // over 2.25 with 2: 2 pushes, 2.5 loses
    ['total', 'under', 9, 1, 1, 'half_win'],
  ] as const)('%s %s line %i at %i-%i: %s', (market, selection, line, home, away, result) => {
    expect(settleLeg(leg(market, selection, line), { home, away })).toBe(result);
  });
});

describe('what a bet pays (stake included, minor units, floored once)', () => {
  const L = (result: LegResult, odds: number) => ({ result, odds });
  it.each([
    ['a single win', 1000, [L('win', 1850)], 1850],
    ['a single loss', 1000, [L('lose', 1850)], 0],
    ['a single void returns the stake', 1000, [L('void', 1850)], 1000],
    ['a half win: half at the odds, half back', 1000, [L('half_win', 1900)], 1450],
    ['a half lose: half back', 1000, [L('half_lose', 1900)], 500],
    ['a parlay of two wins multiplies', 1000, [L('win', 2000), L('win', 1500)], 3000],
    ['a voided leg drops out of the parlay', 1000, [L('win', 2000), L('void', 1500)], 2000],
    ['every leg void: the stake back', 700, [L('void', 2000), L('void', 1500)], 700],
    ['one losing leg loses the parlay', 1000, [L('win', 2000), L('lose', 1500), L('void', 3000)], 0],
    ['half results multiply too', 1000, [L('half_win', 2000), L('half_lose', 1800)], 750],
    // 333 × 1.857 × 1.911 = 1181.72… → 1181: the fraction of a cent stays with the house.
    ['floored once, at the end', 333, [L('win', 1857), L('win', 1911)], 1181],
    ['twenty legs stay exact (no float)', 100, Array.from({ length: 20 }, () => L('win', 1500)), 332525],
  ] as const)('%s', (_, stake, legs, payout) => {
    expect(betPayout(stake, [...legs])).toBe(payout);
  });
});

describe('pricing a selection', () => {
  // A coin toss between two outcomes, no draws: fair odds 2.00, less the margin.
  const coin = [
    { score: { home: 1, away: 0 }, p: 0.5 },
    { score: { home: 0, away: 1 }, p: 0.5 },
  ];
  it('prices an even match at 2.00 less the margin', () => {
    expect(priceSelection(leg('1x2', 'home'), coin, 0)).toBe(2000);
    expect(priceSelection(leg('1x2', 'home'), coin, 0.05)).toBe(1904);
  });
  it('prices a line that pushes half the time as a sure thing less the margin would allow', () => {
    const cells = [
      { score: { home: 1, away: 0 }, p: 0.5 },
      { score: { home: 2, away: 0 }, p: 0.5 },
    ];
    // home -1: pushes half the time, wins half: fair odds make 0.5·o + 0.5 = 1 → o = 1.00, floored to the minimum.
    expect(priceSelection(leg('handicap', 'home', -4), cells, 0)).toBe(1010);
  });
  it('caps a selection that never wins', () => {
    expect(priceSelection(leg('1x2', 'draw'), coin, 0.05)).toBe(50_000);
  });
});
