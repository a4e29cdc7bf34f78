/** DESIGN.md budgets, checked by `npm run bench`. */
export interface Measure {
  name: string;
  value: number;
  unit:
    | 'KB gzip'
    | 'ms'
    | 'elements'
    | 'ops/s'
    | 's'
    | 'calls/s'
    | 'errors'
    | 'players'
    | 'bets'
    | 'minor units'
    | 'MB'
    | 'score'
    | 'px'
    | 'requests'
    | 'strikes'
    | 'look-ups';
  /** The budget, when DESIGN.md sets one. */
  budget?: number;
  /** 'max': value must stay at or under the budget; 'min': at or over. */
  kind?: 'max' | 'min';
}

export const BUDGETS = {
  loaderKb: 2,
  runtimeKb: 40,
  widgetKb: 20,
  /** The member-centre issue: runtime + member centre + its heaviest first page, on a partner page. */
  centreFirstPageKb: 60,
  hostFirstLoadKb: 130,
  lobbyCardElements: 250,
  /** A framed lobby on a page that is not scrolled stops growing within 2 s of its first card. */
  framedLobbySettleMs: 2000,
  longTaskMs: 50,
  /** Issue #30: Lighthouse's mobile profile, on `/`, `/rng` and the member centre (scores 0-100). */
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  /** Issue #30: largest contentful paint on that profile, seconds. */
  lighthouseLcpSeconds: 2.5,
  balanceP99Ms: 20,
  seedSeconds: 10,
} as const;

export function withinBudget(m: Measure): boolean | undefined {
  if (m.budget === undefined) return undefined;
  return m.kind === 'min' ? m.value >= m.budget : m.value <= m.budget;
}

/**
 * Bytes as KB to one decimal, rounded up: a budget is never met by rounding (a widget of 20.04 KB
 * showed as 20.0 against its 20 KB).
 */
export const kbOf = (bytes: number) => Math.ceil((bytes / 1024) * 10) / 10;
