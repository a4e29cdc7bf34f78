import { SELECTIONS, betPayout, type Market } from '../../sandbox/vendor/games/sport-math';
import { stakesFor } from '../../sandbox/vendor/games/stakes';
import { gameVerdict, minor, verdictOf, type Value } from './answers';
import { HOUSE, move, walletKey, type Books, type Outcome } from './books';
import { withoutFaults } from './faulty-database';
import type { Chain } from './plan';
import type { SportLegPlan } from './sport-plan';
import type { Stage } from './stages';
import type { Party } from './world';

/**
 * A sports bet as the book's page places it: it reads the board, builds the slip the plan points
 * at, and sends it, delivered one to three times and retried after faults under the same request
 * id. The bet stays pending: the client learns its result only when the matches have ended, at the
 * next final whistle (sport-whistle.ts). Now and then the id is sent again once the bet is decided,
 * with another stake or another leg: the book must refuse it and move nothing.
 */
type SportChain = Extract<Chain, { kind: 'sportBet' }>;

/** A leg as the slip sends it: odds in thousandths, as the board shows them. */
export interface SlipLeg {
  fixture: string;
  market: string;
  selection: string;
  odds: number;
}

/** A bet the client placed and has not seen settle: what it staked on, and where. */
export interface OpenSportBet {
  readonly party: Party;
  readonly outcome: Outcome;
  readonly roundId: number;
  readonly stake: number;
  readonly legs: readonly SlipLeg[];
  /** Set when the server was restarted while the bet was pending: it must settle all the same. */
  restarted?: boolean;
}

interface BoardFixture {
  id: string;
  status: string;
  markets?: Record<string, Record<string, number>>;
}

interface Board {
  limits: { min: number; max: number; maxReturn: number };
  fixtures: BoardFixture[];
}

const MARKETS = ['1x2', 'handicap', 'total'] as const;
const at = <T>(items: readonly T[], fraction: number) => items[Math.floor(fraction * items.length)]!;

/** What a slip returns if every leg wins: the book's own sum, as its limit check makes it. */
const fullReturn = (stake: number, legs: readonly SlipLeg[]) =>
  betPayout(
    stake,
    legs.map((l) => ({ result: 'win' as const, odds: l.odds })),
  );

/**
 * The slip the plan points at on this board: each leg on an open match not yet on the slip, and
 * a stake from the game's ladder. A slip that could return more than the book lays is cut as the
 * page cuts it (a smaller stake, then fewer legs), so the bet is one the book takes.
 */
export function slipOf(board: Board, legs: readonly SportLegPlan[], stakeAt: number) {
  const open = board.fixtures.filter((f) => f.status === 'open' && f.markets);
  const slip: SlipLeg[] = [];
  for (const leg of legs) {
    const free = open.filter((f) => !slip.some((s) => s.fixture === f.id));
    if (free.length === 0) break;
    const fixture = at(free, leg.fixture);
    const market = at(MARKETS, leg.market);
    const prices = fixture.markets![market]!;
    const selection = at(
      Object.keys(prices).filter((k) => k !== 'line'),
      leg.selection,
    );
    slip.push({ fixture: fixture.id, market, selection, odds: prices[selection]! });
  }
  const ladder = stakesFor(minor(board.limits.min)).filter((s) => s <= minor(board.limits.max));
  let rung = Math.floor(stakeAt * stakeAt * ladder.length);
  const maxReturn = minor(board.limits.maxReturn);
  while (slip.length > 0 && fullReturn(ladder[rung]!, slip) > maxReturn)
    if (rung > 0) rung--;
    else slip.pop();
  return { legs: slip, stake: ladder[rung]!, ladder };
}

export function sportChain(chain: SportChain, books: Books, outcome: Outcome): Stage {
  const { party, requestId } = chain;
  return {
    op: 'board',
    key: `board:${requestId}`,
    // A read moves nothing: once is enough.
    deliveries: 1,
    // Without faults: the read joins the book's settlement sweep, which between whistles finds a
    // bet due only if the wall clock carried the sandbox's past a match's end (a slow machine), so
    // whether the read sends the sweep's statements (and meets their faults) would depend on timing,
    // and a seed would stop naming its run (replay.test.ts). The reads after a whistle, which settle
    // the bets, meet faults (collectSportBets).
    send: (server) =>
      withoutFaults(() => server.game(`/play/api/sport/state?launch=${encodeURIComponent(party.sport)}`)),
    read: (answer) => verdictOf(answer, []),
    // The board's prices move only on the sandbox's clock, but its balance is the member's now.
    identity: () => 'board',
    done(value) {
      const { legs, stake, ladder } = slipOf(value as unknown as Board, chain.legs, chain.stake);
      // No open match (never between two whistles, by sport-whistle.ts's timing): no bet.
      return legs.length ? bet(chain, books, outcome, { legs, stake, ladder }) : undefined;
    },
  };
}

interface Slip {
  legs: SlipLeg[];
  stake: number;
  ladder: number[];
}

/** The bet an answer tells: `bet` in a success, the round's refund in a "round_failed". */
const betOf = (value: Value) => (value.bet ?? value) as Value;

function bet(chain: SportChain, books: Books, outcome: Outcome, slip: Slip): Stage {
  const { party, requestId, deliveries } = chain;
  const input = { launch: party.sport, requestId, stake: slip.stake / 100, legs: slip.legs };
  const wallet = walletKey(party.accountId);
  return {
    op: 'sport-bet',
    key: requestId,
    deliveries: deliveries[0],
    send: (server) => server.game('/play/api/sport/bet', input),
    read(answer) {
      // The board is read just before, and its prices and kick-offs only move at a whistle: a
      // closed market or moved odds can only come of a slow machine outliving the clock's grid.
      const verdict = gameVerdict(answer, ['insufficient_balance', 'market_closed', 'odds_changed']);
      if (verdict.kind !== 'done' || verdict.value.status === 'rolled_back') return verdict;
      const placed = betOf(verdict.value);
      const legs = JSON.stringify(
        (placed.legs as SlipLeg[]).map(({ fixture, market, selection, odds }) => ({
          fixture,
          market,
          selection,
          odds,
        })),
      );
      if (legs !== JSON.stringify(slip.legs) || minor(placed.stake) !== slip.stake)
        return {
          kind: 'wrong',
          message: `the slip ${JSON.stringify(input)} was answered ${JSON.stringify(placed)}`,
        };
      return verdict;
    },
    identity: (value) => `${String(betOf(value).roundId)}:${String(betOf(value).status)}`,
    done(value) {
      const placed = betOf(value);
      outcome.id = String(placed.roundId);
      books.post(move(wallet, HOUSE, slip.stake), { staked: slip.stake });
      if (value.status === 'rolled_back') {
        // The stake went back at once (round_failed): nothing is left to settle.
        outcome.end = 'rolled_back';
        books.post(move(HOUSE, wallet, slip.stake), { refunded: slip.stake });
      } else {
        books.openBets.push({
          party,
          outcome,
          roundId: Number(placed.roundId),
          stake: slip.stake,
          legs: slip.legs,
        });
      }
      return chain.conflict ? conflict(chain, slip) : undefined;
    },
  };
}

/** The decided bet's request id again with other content: refused, whatever became of the bet. */
function conflict(chain: SportChain, slip: Slip): Stage {
  const { party, requestId, deliveries } = chain;
  const [first, ...rest] = slip.legs as [SlipLeg, ...SlipLeg[]];
  // Another selection of the first leg's market, at its price: the same match, another bet.
  const selection = SELECTIONS[first.market as Market].find((s) => s !== first.selection)!;
  const other =
    chain.conflict === 'stake'
      ? { ...slip, stake: slip.ladder.find((s) => s !== slip.stake)! }
      : { ...slip, legs: [{ ...first, selection }, ...rest] };
  const input = { launch: party.sport, requestId, stake: other.stake / 100, legs: other.legs };
  return {
    op: 'sport-conflict',
    key: `${requestId}:conflict`,
    deliveries: deliveries[1],
    send: (server) => server.game('/play/api/sport/bet', input),
    read(answer) {
      if (answer.status === 200)
        return {
          kind: 'wrong',
          message: `a replay with other content was applied: ${JSON.stringify(answer.body)}`,
        };
      // No bet is placed here: a 5xx is a fault to retry, never a refund.
      return verdictOf(answer, ['request_id_conflict']);
    },
    identity: () => 'refused',
    done: () => undefined,
  };
}
