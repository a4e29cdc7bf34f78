import { createHash, createHmac } from 'node:crypto';
import { seedHash } from './crash-math';
import { priceSelection, SELECTIONS, type Market, type Score } from './sport-math';
import { SPORTS, drawScore, expectations, type Cell, type SportModel } from './sport-models';

export interface SportTiming {
  /** A new fixture of each sport every this long. */
  everyMs: number;
  /** How far ahead of kick-off a fixture is on the board (betting opens then). */
  leadMs: number;
  /** Kick-off to final whistle: the bets on it settle from there. */
  matchMs: number;
  /** The odds move once per this long before kick-off. */
  driftMs: number;
}

/** A fixture of each sport every four minutes, on the board twelve before, three minutes a match. */
export const DEFAULT_SPORT_TIMING: SportTiming = {
  everyMs: 240_000,
  leadMs: 720_000,
  matchMs: 180_000,
  driftMs: 20_000,
};

/** The book's margin on every market. */
const MARGIN = 0.06;

export interface Fixture {
  id: string;
  sport: string;
  home: string;
  away: string;
  kickoffAt: number;
  endsAt: number;
  /** sha256 of the result seed: on the board before kick-off, so the result cannot be chosen later. */
  hash: string;
  seed: string;
  /** The lines in quarters, fixed for the fixture: handicap for home, and the total. */
  lines: { handicap: number; total: number };
  score: Score;
  model: SportModel;
  cells: Cell[];
}

const unit = (text: string) =>
  parseInt(createHash('sha256').update(text).digest('hex').slice(0, 13), 16) / 2 ** 52;
const ID = /^([a-z]+)-(\d{1,12})$/;

/**
 * The n-th match of a league of `teams` (an even number) playing a round robin by the circle
 * method: every pair once in teams × (teams − 1) / 2 matches, so the few fixtures a board shows
 * of one sport never repeat a pairing (two "Unión Ríos – Atlético Sur" four minutes apart read
 * as a mistake, and a player cannot tell which one they meant).
 */
export function pairing(teams: number, n: number, swap: boolean): [number, number] {
  const perRound = teams / 2;
  const k = n % (perRound * (teams - 1));
  const round = Math.floor(k / perRound);
  const match = k % perRound;
  const seat = (i: number) => (round + i) % (teams - 1);
  const pair: [number, number] = match === 0 ? [teams - 1, seat(0)] : [seat(match), seat(teams - 1 - match)];
  return swap ? [pair[1], pair[0]] : pair;
}

/**
 * The fixtures of every sport on the sandbox's clock: pure functions of time and a key. A fixture's
 * teams, strength and lines come from its id (public); its result from HMAC(key, id), committed as a
 * hash while it is on the board and revealed at the final whistle. Moving the clock forward (the
 * clock switch) plays matches out.
 */
export function createFixtures(timing: SportTiming, key: string) {
  const cache = new Map<string, Fixture>();
  const prices = new Map<string, Record<Market, Record<string, number>>>();
  const offset = (sport: number) => Math.floor((sport * timing.everyMs) / SPORTS.length);

  function build(sportIndex: number, n: number): Fixture {
    const model = SPORTS[sportIndex]!;
    const id = `${model.id}-${n}`;
    const strength = unit(`strength:${id}`);
    const cells = model.cells(strength, unit(`pace:${id}`));
    const [first, second] = pairing(model.teams.length, n, unit(`home:${id}`) < 0.5);
    const seed = createHmac('sha256', key).update(id).digest('hex').slice(0, 32);
    const { diff, total } = expectations(cells);
    const kickoffAt = n * timing.everyMs + offset(sportIndex);
    return {
      id,
      sport: model.id,
      home: model.teams[first]!,
      away: model.teams[second]!,
      kickoffAt,
      endsAt: kickoffAt + timing.matchMs,
      hash: seedHash(seed),
      seed,
      // Football's lines fall on quarters (so quarter-line bets exist); the others' on halves.
      lines: {
        handicap: model.id === 'football' ? -Math.round(diff * 4) : -(Math.round(diff - 0.5) * 4 + 2),
        total: model.id === 'football' ? Math.round(total * 4) : Math.floor(total) * 4 + 2,
      },
      // Not from the hash (public before kick-off): from the seed, which is not.
      score: drawScore(cells, unit(`score:${seed}`)),
      model,
      cells,
    };
  }

  /** A fixture by its id, or undefined for an id no schedule has. */
  function byId(id: string): Fixture | undefined {
    const known = cache.get(id);
    if (known) return known;
    const match = ID.exec(id);
    const index = SPORTS.findIndex((s) => s.id === match?.[1]);
    if (!match || index < 0) return undefined;
    const fixture = build(index, Number(match[2]));
    if (cache.size > 2_000) cache.clear();
    cache.set(id, fixture);
    return fixture;
  }

  /** Every fixture on the board at `now`: coming up, in play, or ended within `recentMs`. */
  function board(now: number, recentMs = timing.everyMs): Fixture[] {
    const all: Fixture[] = [];
    SPORTS.forEach((model, i) => {
      const from = Math.ceil((now - offset(i) - timing.matchMs - recentMs) / timing.everyMs);
      const to = Math.floor((now - offset(i) + timing.leadMs) / timing.everyMs);
      for (let n = Math.max(0, from); n <= to; n++) all.push(byId(`${model.id}-${n}`)!);
    });
    return all.sort((a, b) => a.kickoffAt - b.kickoffAt || a.id.localeCompare(b.id));
  }

  /** Betting is open from the board until kick-off, never a millisecond later. */
  const isOpen = (f: Fixture, now: number) => now < f.kickoffAt && f.kickoffAt - now <= timing.leadMs;

  /** A selection's line in quarters, for its side. */
  function lineOf(f: Fixture, market: Market, selection: string): number {
    if (market === 'handicap') return selection === 'home' ? f.lines.handicap : -f.lines.handicap;
    return market === 'total' ? f.lines.total : 0;
  }

  /**
   * The odds of each selection at `now`: the model priced, then moved by the market. Before each
   * drift step the home side's strength shifts a little (a deterministic wobble per step), so the
   * prices move while the board is up and stand still once betting closes.
   */
  function odds(f: Fixture, now: number): Record<Market, Record<string, number>> {
    const step = Math.max(0, Math.floor((f.kickoffAt - now) / timing.driftMs));
    // Priced once per step: a basketball score grid is thousands of cells, and every poll asks.
    const key = `${f.id}:${step}`;
    const known = prices.get(key);
    if (known) return known;
    const wobble = (unit(`drift:${f.id}:${step}`) - 0.5) * 0.08;
    const strength = Math.min(0.99, Math.max(0, unit(`strength:${f.id}`) + wobble));
    const cells = f.model.cells(strength, unit(`pace:${f.id}`));
    const priced = {} as Record<Market, Record<string, number>>;
    for (const market of Object.keys(SELECTIONS) as Market[]) {
      priced[market] = {};
      for (const selection of SELECTIONS[market]) {
        if (market === '1x2' && selection === 'draw' && !f.model.draws) continue;
        const line = lineOf(f, market, selection);
        priced[market][selection] = priceSelection({ market, selection, line }, cells, MARGIN);
      }
    }
    if (prices.size > 2_000) prices.clear();
    prices.set(key, priced);
    return priced;
  }

  return { byId, board, isOpen, lineOf, odds, timing };
}

export type Fixtures = ReturnType<typeof createFixtures>;
