import { demoGameLaunch } from './demo-game-launch';
import type { GameAnswer } from './baccarat-helpers';
import type { TestSandbox } from './harness';
import { moveClockTo } from './move-clock';
import { DEFAULT_SPORT_TIMING } from '../../sandbox/vendor/games/sport-fixtures';

/**
 * What the sportsbook's contract tests share: a launch of the seeded sportsbook, its board, a bet
 * slip sent as the page sends it, and the clock moved instead of waited for.
 */
export interface SportFixture {
  id: string;
  sport: string;
  home: string;
  away: string;
  kickoffAt: number;
  endsAt: number;
  status: 'open' | 'live' | 'ended';
  hash: string;
  seed?: string;
  score?: { home: number; away: number };
  markets?: Record<string, Record<string, number>>;
}

export interface SportBet {
  roundId: number;
  requestId: string;
  stake: number;
  payout: number;
  status: 'pending' | 'settled' | 'refunded';
  settlesAt: number;
  legs: { fixture: string; market: string; selection: string; odds: number; line: number; result?: string }[];
}

export interface SportState {
  serverTime: number;
  limits: { min: number; max: number; maxLegs: number; maxReturn: number };
  fixtures: SportFixture[];
  bets: SportBet[];
  balance: number;
}

export interface Leg {
  fixture: string;
  market: string;
  selection: string;
  odds: number;
}

/**
 * Sends a slip as the page does: the odds move every 20 s of the clock, so a board read just before
 * a step is stale by the bet (on a busy machine, now and then); the book then answers
 * `odds_changed` with the new odds, and the page takes them, once. Tests of that refusal send raw.
 */
export async function atBoardOdds(send: (legs: Leg[]) => Promise<GameAnswer>, legs: Leg[]) {
  const first = await send(legs);
  if (first.body.errorCode !== 'odds_changed') return first;
  return send((first.body.value as { legs: Leg[] }).legs);
}

/** How long a fixture a test bets on must stay open after the board is read. */
const STILL_OPEN_MS = 60_000;

export function sportsbook(sandbox: TestSandbox) {
  const games = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<GameAnswer> => {
    const response = await sandbox.instance.games.inject({ method, url, payload });
    return { status: response.statusCode, body: response.json() };
  };

  /** The seeded sportsbook game (game type SPORTS). */
  const game = async () =>
    (
      await sandbox.db.query<{ node_id: number; vendor: string }>(
        "select node_id, vendor from games where game_type = 'SPORTS' order by node_id limit 1",
      )
    )[0]!;

  const launch = async (token?: string, username = 'demomember') =>
    demoGameLaunch(sandbox, await game(), '/play/sport', token, username);

  const state = async (launch: string) =>
    (await games('GET', `/play/api/sport/state?launch=${launch}`)).body.value as unknown as SportState;

  const moveTo = (at: number) => moveClockTo(sandbox, at);

  /**
   * The clock moved to just past the board's next price move. Kick-offs fall on whole drift steps,
   * so every fixture's odds then hold for a full step (20 s): sends that must all meet the odds
   * just read (bets sent at once, each of which would be refused `odds_changed` alone) cannot
   * straddle a move on a busy machine.
   */
  const atPriceMove = () => {
    const { driftMs } = { ...DEFAULT_SPORT_TIMING, ...sandbox.instance.sandbox.config.sportTiming };
    moveTo((Math.floor(sandbox.instance.sandbox.now().getTime() / driftMs) + 1) * driftMs + 1);
  };

  /**
   * Open fixtures, soonest first, that stay open a minute yet by the board's clock: the soonest
   * could kick off between the read and the bet on a busy machine (the bet then refused
   * `market_closed`, a test failing by the wall clock). Legs of a parlay must be on different matches.
   */
  const openFixtures = (s: SportState) =>
    s.fixtures.filter((f) => f.status === 'open' && f.markets && f.kickoffAt - s.serverTime > STILL_OPEN_MS);

  /** A leg at the odds on the board: `market` and `selection` of fixture `f`. */
  const legOf = (f: SportFixture, market = '1x2', selection = 'home'): Leg => ({
    fixture: f.id,
    market,
    selection,
    odds: f.markets![market]![selection]!,
  });

  const bet = (launch: string, legs: Leg[], stake = 10, requestId = `sport-${Date.now()}-a`) =>
    games('POST', '/play/api/sport/bet', { launch, requestId, stake, legs });

  /** A slip placed as the page places it, taking moved odds once (atBoardOdds). */
  const place = (launch: string, legs: Leg[], stake = 10, requestId = `sport-${Date.now()}-a`) =>
    atBoardOdds((sent) => bet(launch, sent, stake, requestId), legs);

  return { games, game, launch, state, moveTo, atPriceMove, openFixtures, legOf, bet, place };
}

/** Every ledger movement of a round after its stake, on the member's side: its win or refund, and how often. */
export const roundMovements = (sandbox: TestSandbox, roundId: number) =>
  sandbox.db.query<{ kind: string; amount: number }>(
    `select t.kind, e.amount::int8 as amount from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join ledger_accounts a on a.id = e.ledger_account_id
      where t.reference = $1 and a.owner_id is not null and t.kind <> 'bet'`,
    [`round:${roundId}`],
  );
