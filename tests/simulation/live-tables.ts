import { type Spot } from '../../sandbox/vendor/games/baccarat-math';
import { baccaratLimits, stakesFor } from '../../sandbox/vendor/games/stakes';
import { gameVerdict, minor, verdictOf, type Value } from './answers';
import { HOUSE, move, walletKey, type Books, type Outcome } from './books';
import { withoutFaults, type FaultRates } from './faulty-database';
import type { Chain } from './plan';
import type { Random } from './prng';
import type { Stage } from './stages';
import type { Party } from './world';

/**
 * The live tables in a run: crash bets (cashed out by hand, at an auto cash-out, or lost at the
 * crash) and baccarat bets (chips on one to three spots), placed as random operations among the
 * others, under the same faults. Their rounds follow the sandbox's clock, which runs with the wall
 * clock: left to it, which flight or coup a bet joins, the multiplier a cash-out reads and when
 * the background sweep settles would depend on the machine, and a seed would stop naming its run
 * (replay.test.ts). So the run holds them still, through the sandbox's own seams:
 *
 * - a betting window of three minutes of the sandbox's clock (config `crashTiming`, `baccaratTiming`):
 *   between two quiet points (twenty operations, `tableEvery`) every bet meets the round its page read;
 * - no timer sweep (`sweepMs`, a day): the bets settle only when a page reads its table, and those
 *   reads are the run's own;
 * - at those quiet points (and before each whistle's, sport-whistle.ts), the run stops the
 *   sandbox's clock (`sandbox.now`, which tests may replace) at moments of its choosing: at each
 *   hand cash-out's multiplier in turn, where the player cashes out, then past every flight's crash
 *   and every coup's result, where the players' page reads settle the rest. Those requests meet
 *   faults of their own stream, at TABLE_SETTLEMENT_FAULTS; a crash restarts the server there too.
 *
 * A bet open when its process dies is refunded once by the next process's first sweep (the flight
 * or coup lived in that process's memory): the run reads the new process's tables at once, then
 * books each open bet as its round ended, refunded (or settled, if its settlement had committed).
 */

const DAY = 86_400_000;
/**
 * Far longer than the operations between two quiet points take (a few seconds: as for the
 * sportsbook's board, the run counts on no machine taking minutes over twenty operations).
 */
const WINDOW_MS = 3 * 60_000;
export const TABLE_TIMING = {
  crashTiming: { windowMs: WINDOW_MS, pauseMs: 1_000, sweepMs: DAY },
  baccaratTiming: { windowMs: WINDOW_MS, dealMs: 1_000, resultMs: 1_000, sweepMs: DAY },
};

/**
 * Rates in the table settlement's transactions: above the run's (one transaction per bet, a few
 * dozen a whistle), so that faults strike them in every short run, but below the sportsbook's
 * (whose batches fall back to one bet at a time): a crash here refunds every bet still riding.
 */
export const TABLE_SETTLEMENT_FAULTS: FaultRates = {
  beforeStatement: 0.02,
  beforeCommit: 0.1,
  afterCommit: 0.1,
  crash: 0.004,
};

/** The least stakes of the run's crash and baccarat games (minor units): their ladders follow. */
export interface TableGames {
  readonly crashMin: number;
  readonly baccaratMin: number;
}

export interface CrashPlan {
  /** Where on the stake ladder (squared: small stakes more often). */
  readonly stakeAt: number;
  /** The auto cash-out in hundredths, or none. */
  readonly auto: number | null;
  /** The multiplier at which the player presses "cash out", or none (rides to the crash). */
  readonly cashOut: number | null;
}

export interface BaccaratPlan {
  readonly spots: readonly { spot: Spot; stakeAt: number }[];
}

const SPOT_NAMES: readonly Spot[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

export function planCrash(random: Random): CrashPlan {
  const stakeAt = random.next();
  // From 1.01× to 3.00×: about half of them reached before the crash.
  const targets = [random.int(101, 300), random.int(101, 300)] as const;
  // Auto cash-out alone, both, by hand alone, or riding to the crash.
  const way = random.next();
  return {
    stakeAt,
    auto: way < 0.5 ? targets[0] : null,
    cashOut: way >= 0.3 && way < 0.85 ? targets[1] : null,
  };
}

export function planBaccarat(random: Random): BaccaratPlan {
  const count = random.int(1, 3);
  const free = [...SPOT_NAMES];
  return {
    spots: Array.from({ length: count }, () => ({ spot: random.take(free), stakeAt: random.next() })),
  };
}

/** The lowest rungs of a ladder, capped: the plan's fraction squared picks one. */
const rung = (ladder: readonly number[], at: number, cap = Infinity) => {
  const low = ladder.filter((s) => s <= cap).slice(0, 4);
  return low[Math.floor(at * at * low.length)]!;
};

/** A bet the client placed and has not seen settle. */
export type OpenTableBet = {
  readonly party: Party;
  readonly outcome: Outcome;
  /** The platform's round. */
  readonly roundId: number;
  /** The table's round (its start, epoch ms of the sandbox's clock: unique within its table only). */
  readonly tableRound: number;
  /** The hash of the round's seed, published before its window opened: names the round's seed. */
  readonly tableHash: string;
  readonly stake: number;
} & (
  | { readonly kind: 'crash'; readonly auto: number | null; readonly cashOut: number | null }
  | { readonly kind: 'baccarat'; readonly spots: Record<string, number> }
);

type CrashChain = Extract<Chain, { kind: 'crash' }>;
type BaccaratChain = Extract<Chain, { kind: 'baccarat' }>;

export const stateUrl = (kind: 'crash' | 'baccarat', party: Party) =>
  `/play/api/${kind}/state?launch=${encodeURIComponent(party[kind])}&balance=0`;

/** The bet an answer tells: `bet` in a success, the round's refund in a "round_failed". */
const betOf = (value: Value) => (value.bet ?? value) as Value;

/**
 * The table's page read, then the bet on the round it shows. The read goes without faults, as the
 * sportsbook's board read does: it joins the table's sweep, which between quiet points finds
 * nothing due (the windows outlast them), so whether it sends a statement must not hang on the
 * machine. A round not taking bets (a machine slower than the window) makes no bet.
 */
function tableChain(
  chain: CrashChain | BaccaratChain,
  books: Books,
  outcome: Outcome,
  input: (round: number) => Record<string, unknown>,
  stake: number,
  open: (placed: { roundId: number; tableRound: number; tableHash: string }) => OpenTableBet,
): Stage {
  const { party, requestId, deliveries, kind } = chain;
  const wallet = walletKey(party.accountId);
  return {
    op: `${kind}-state`,
    key: `${kind}-state:${requestId}`,
    deliveries: 1,
    send: (server) => withoutFaults(() => server.game(stateUrl(kind, party))),
    read: (answer) => verdictOf(answer, []),
    identity: () => 'state',
    done(value) {
      const round = value.round as { id: number; phase: string; hash: string };
      if (round.phase !== 'betting') return undefined;
      const body = { launch: party[kind], round: round.id, requestId, ...input(round.id) };
      return {
        op: `${kind}-bet`,
        key: requestId,
        deliveries: deliveries[0],
        send: (server) => server.game(`/play/api/${kind}/bet`, body),
        // Two bets of one player on one round: the second is refused (one ride, one hand per round).
        // A retry after a restart meets the new process's table, on another round: a bet never made
        // there is refused (one made and refunded answers round_failed, the refund).
        read: (answer) =>
          gameVerdict(answer, ['insufficient_balance', 'bet_already_placed', 'bet_window_closed']),
        // One round under one key; an answer may tell it placed and a later one refunded, when a
        // restart came between them (the new process closes what the last one left riding).
        identity: (v) => String(betOf(v).roundId),
        final: (values) =>
          values.find((v) => v.status === 'rolled_back' || v.status === 'settled') ?? values[0]!,
        // Placed by a process that died since, whose successor refunds what it left riding: the
        // client asks again, and the process now serving tells what became of the bet.
        askAgainAfterRestart: true,
        done(v) {
          const roundId = Number(betOf(v).roundId);
          outcome.id = String(roundId);
          books.post(move(wallet, HOUSE, stake), { staked: stake });
          if (v.status === 'rolled_back') {
            // Refunded at once (round_failed): nothing is left to settle.
            outcome.end = 'rolled_back';
            books.post(move(HOUSE, wallet, stake), { refunded: stake });
          } else if (v.status === 'settled') {
            // Settled by its coup by the process now serving (bet_settled): its payout is told.
            const payout = minor(v.payout);
            outcome.end = 'settled';
            outcome.payout = payout;
            books.post(move(HOUSE, wallet, payout), { won: payout });
          } else books.tableBets.push(open({ roundId, tableRound: round.id, tableHash: round.hash }));
          return undefined;
        },
      };
    },
  };
}

export function crashChain(chain: CrashChain, books: Books, outcome: Outcome, games: TableGames): Stage {
  const stake = rung(stakesFor(games.crashMin), chain.stakeAt);
  const { auto, cashOut } = chain;
  return tableChain(
    chain,
    books,
    outcome,
    () => ({ stake: stake / 100, autoCashOut: auto === null ? null : auto / 100 }),
    stake,
    (placed) => ({ kind: 'crash', party: chain.party, outcome, stake, auto, cashOut, ...placed }),
  );
}

export function baccaratChain(
  chain: BaccaratChain,
  books: Books,
  outcome: Outcome,
  games: TableGames,
): Stage {
  const limits = baccaratLimits(games.baccaratMin);
  const ladder = stakesFor(games.baccaratMin);
  const spots: Record<string, number> = {};
  for (const { spot, stakeAt } of chain.spots)
    spots[spot] = rung(ladder, stakeAt, spot === 'player' || spot === 'banker' ? limits.max : limits.sideMax);
  const stake = Object.values(spots).reduce((a, b) => a + b, 0);
  const bets = Object.fromEntries(Object.entries(spots).map(([s, v]) => [s, v / 100]));
  return tableChain(
    chain,
    books,
    outcome,
    () => ({ bets }),
    stake,
    (placed) => ({ kind: 'baccarat', party: chain.party, outcome, stake, spots, ...placed }),
  );
}
