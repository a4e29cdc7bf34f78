/**
 * The sportsbook's rules as pure functions: how a leg settles against a final score, what a
 * single or a parlay pays, and the odds a score model is priced at. Odds are integer thousandths
 * (1850 = 1.85) and lines integer quarters (-3 = -0.75), so no money ever passes through a float.
 */

export type Market = '1x2' | 'handicap' | 'total';
export type LegResult = 'win' | 'half_win' | 'void' | 'half_lose' | 'lose';

export interface Score {
  home: number;
  away: number;
}

export interface LegChoice {
  market: Market;
  /** 1x2: home, draw, away; handicap: home, away; total: over, under. */
  selection: string;
  /** In quarters: the handicap given to the selection's side, or the total's line; 0 for 1X2. */
  line: number;
}

export const SELECTIONS: Record<Market, readonly string[]> = {
  '1x2': ['home', 'draw', 'away'],
  handicap: ['home', 'away'],
  total: ['over', 'under'],
};

/** A half-line (or whole-line) bet by its margin in quarters: above the line wins, on it pushes. */
const half = (margin: number): LegResult => (margin > 0 ? 'win' : margin === 0 ? 'void' : 'lose');

/**
 * A margin against a line. A quarter line (odd in quarters, as -0.75) is two bets of half the
 * stake on the lines either side (-0.5 and -1): one may win or lose while the other pushes.
 */
function againstLine(margin: number): LegResult {
  if (margin % 2 === 0) return half(margin);
  const [low, high] = [half(margin - 1), half(margin + 1)];
  if (low === high) return low;
  return high === 'win' ? (low === 'void' ? 'half_win' : 'win') : 'half_lose';
}

/** How one leg settles against the final score. */
export function settleLeg(leg: LegChoice, score: Score): LegResult {
  const diff = score.home - score.away;
  if (leg.market === '1x2') {
    const winner = diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw';
    return leg.selection === winner ? 'win' : 'lose';
  }
  if (leg.market === 'handicap') {
    const side = leg.selection === 'home' ? diff : -diff;
    return againstLine(side * 4 + leg.line);
  }
  const total = (score.home + score.away) * 4;
  return againstLine(leg.selection === 'over' ? total - leg.line : leg.line - total);
}

/**
 * What a leg multiplies the stake by, as an exact fraction: a win its odds, a void 1 (the leg
 * drops out of a parlay), a half win half the stake at the odds and half back, a half lose half
 * back, a loss nothing.
 */
export function legFactor(result: LegResult, odds: number): { num: bigint; den: bigint } {
  const o = BigInt(odds);
  switch (result) {
    case 'win':
      return { num: o, den: 1000n };
    case 'half_win':
      return { num: o + 1000n, den: 2000n };
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_lose':
      return { num: 1n, den: 2n };
    case 'lose':
      return { num: 0n, den: 1n };
  }
}

/**
 * What a bet returns (stake included), in minor units: the stake times the product of its legs'
 * factors, computed exactly and floored once at the end, so the player is never paid a fraction of
 * a cent the house does not have, and is never shorted more than one. A single is a one-leg parlay.
 */
export function betPayout(stake: number, legs: { result: LegResult; odds: number }[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    const f = legFactor(leg.result, leg.odds);
    num *= f.num;
    den *= f.den;
  }
  return Number(num / den);
}

/** The lowest and highest odds offered: a near-certainty still pays a little, a long shot is capped. */
export const MIN_ODDS = 1010;
export const MAX_ODDS = 50_000;

/**
 * Prices a selection from a score distribution, with the book's margin: the odds at which a unit
 * staked returns 1/(1+margin) on average, whatever mix of wins, pushes and half results its line
 * gives. Return at odds o is o·(W + HW/2) + HW/2 + V + HL/2, linear in o, so solved directly.
 */
export function priceSelection(
  leg: LegChoice,
  cells: readonly { score: Score; p: number }[],
  margin: number,
): number {
  let w = 0;
  let rest = 0;
  for (const { score, p } of cells) {
    const r = settleLeg(leg, score);
    if (r === 'win') w += p;
    else if (r === 'half_win') {
      w += p / 2;
      rest += p / 2;
    } else if (r === 'void') rest += p;
    else if (r === 'half_lose') rest += p / 2;
  }
  const target = 1 / (1 + margin) - rest;
  if (w <= 0) return MAX_ODDS;
  const odds = Math.floor((1000 * target) / w);
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds));
}

/** Whether every leg of a parlay is on its own fixture: two legs of one match are one outcome. */
export const distinctFixtures = (legs: readonly { fixture: string }[]) =>
  new Set(legs.map((l) => l.fixture)).size === legs.length;
