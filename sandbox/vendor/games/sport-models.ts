import type { Score } from './sport-math';

/**
 * Each sport's score model: a strength in [0, 1) (0.5 an even match) gives a distribution of final
 * scores, which both prices the markets and, drawn from with the fixture's seed, decides the
 * match, so the odds are honest about the game actually played.
 */
export interface Cell {
  score: Score;
  p: number;
}

export interface SportModel {
  id: string;
  /** Whether a match may end level (1X2 has a draw only then). */
  draws: boolean;
  /** The final-score distribution for a strength (home's edge) and a pace (how high-scoring), each in [0, 1). */
  cells(strength: number, pace: number): Cell[];
  /** Team names, drawn per fixture. */
  teams: readonly string[];
}

const poisson = (mean: number, k: number) => {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i++) p *= mean / i;
  return p;
};

/** Two independent Poisson scores in a window around their means, renormalised. */
function poissonCells(home: number, away: number, spread: number, draws: boolean): Cell[] {
  const range = (mean: number) => {
    const lo = Math.max(0, Math.floor(mean - spread));
    return Array.from({ length: Math.ceil(mean + spread) - lo + 1 }, (_, i) => lo + i);
  };
  const cells: Cell[] = [];
  const homes = range(home).map((h) => [h, poisson(home, h)] as const);
  const aways = range(away).map((a) => [a, poisson(away, a)] as const);
  for (const [h, ph] of homes)
    for (const [a, pa] of aways)
      if (draws || h !== a) cells.push({ score: { home: h, away: a }, p: ph * pa });
  const total = cells.reduce((s, c) => s + c.p, 0);
  return cells.map((c) => ({ ...c, p: c.p / total }));
}

/** Best of three (sets or maps): each won by home with probability `p`. */
function bestOfThree(p: number): Cell[] {
  const q = 1 - p;
  return [
    { score: { home: 2, away: 0 }, p: p * p },
    { score: { home: 2, away: 1 }, p: 2 * p * p * q },
    { score: { home: 1, away: 2 }, p: 2 * p * q * q },
    { score: { home: 0, away: 2 }, p: q * q },
  ];
}

export const SPORTS: readonly SportModel[] = [
  {
    id: 'football',
    draws: true,
    cells: (s, pace) =>
      poissonCells((0.7 + 1.3 * s) * (0.8 + 0.4 * pace), (1.8 - 1.2 * s) * (0.8 + 0.4 * pace), 8, true),
    teams: ['Atlético Sur', 'Real Norte', 'Deportivo Mar', 'Unión Ríos', 'Club Andino', 'Racing Costa'],
  },
  {
    // A level score goes to overtime: the model keeps only decided scores.
    id: 'basketball',
    draws: false,
    cells: (s, pace) => poissonCells(96 + 16 * s + 12 * pace, 112 - 16 * s + 12 * pace, 45, false),
    teams: ['Harbor Hawks', 'Desert Suns', 'River Kings', 'Metro Bolts', 'Bay Tides', 'Peak Wolves'],
  },
  {
    id: 'tennis',
    draws: false,
    cells: (s) => bestOfThree(0.25 + 0.5 * s),
    teams: ['A. Moreno', 'L. Chai', 'S. Duarte', 'K. Suwan', 'M. Ortiz', 'J. Lima'],
  },
  {
    id: 'esports',
    draws: false,
    cells: (s) => bestOfThree(0.2 + 0.6 * s),
    teams: ['Nova Five', 'Iron Lotus', 'Pixel Jaguars', 'Static Owls', 'Null Sector', 'Red Comet'],
  },
];

/** The score a seed's uniform draw `u` in [0, 1) lands on, walking the distribution in its order. */
export function drawScore(cells: readonly Cell[], u: number): Score {
  let sum = 0;
  for (const cell of cells) {
    sum += cell.p;
    if (u < sum) return cell.score;
  }
  return cells.at(-1)!.score;
}

/** Expected goal (point, set) difference and total: where a fixture's lines are drawn. */
export function expectations(cells: readonly Cell[]) {
  let diff = 0;
  let total = 0;
  for (const { score, p } of cells) {
    diff += (score.home - score.away) * p;
    total += (score.home + score.away) * p;
  }
  return { diff, total };
}
