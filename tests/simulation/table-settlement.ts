import type { Queryable } from '../../sandbox/core/db/database';
import { betPayout, coupOf } from '../../sandbox/vendor/games/baccarat-math';
import {
  MAX_MULTIPLIER,
  crashPointOf,
  multiplierAt,
  payoutAt,
  timeToReach,
} from '../../sandbox/vendor/games/crash-math';
import { minor } from './answers';
import { HOUSE, move, walletKey, type Books } from './books';
import {
  noFaults,
  withFaults,
  withoutFaults,
  type FaultCounts,
  type FaultRates,
  type FaultyDatabase,
} from './faulty-database';
import { stateUrl, TABLE_TIMING, type OpenTableBet } from './live-tables';
import { createRevealedSeeds, type RevealedRound } from './revealed-seeds';
import type { Random } from './prng';
import type { Answer, SimServer } from './server';

/**
 * The live tables' side of a run that is not the bets themselves (live-tables.ts): the sandbox's
 * clock held at quiet points, the counts, the books at a restart, and the settlement of every open
 * bet by the run's own page reads.
 */

/**
 * The sandbox's clock held still by the run (the `sandbox.now` seam, which tests may replace),
 * across restarts: each new process is given the same moment. Thawed, every process runs on the
 * clock it had, minutes behind the moments held: a quiet point's flights and deals move neither the
 * sportsbook's board, whose matches end only at whistles (a match ended by the hold would be settled
 * by the next faultless board read, unseen by the client), nor the game pages' age. The tables, whose
 * rounds were opened in the moments held, open a fresh one at the next look, as after a reset.
 * Nothing but the settlement of table bets runs while the clock is held.
 */
export function createTableClock() {
  let held: number | undefined;
  let decided = false;
  const running = new WeakMap<SimServer, () => Date>();
  const apply = (server: SimServer) => {
    if (held === undefined) return;
    const box = server.instance.sandbox;
    if (!running.has(server)) running.set(server, box.now.bind(box));
    const at = held;
    box.now = () => new Date(at);
  };
  return {
    apply,
    /** Whether the clock is held past the rounds' results (a refund now returns a decided bet). */
    get decided() {
      return decided;
    },
    hold(server: SimServer, at: number, pastResults = false) {
      held = Math.max(held ?? at, at);
      decided = pastResults;
      apply(server);
    },
    thaw(server: SimServer) {
      held = undefined;
      decided = false;
      const now = running.get(server);
      if (now) server.instance.sandbox.now = now;
    },
  };
}
export type TableClock = ReturnType<typeof createTableClock>;

export interface TableCounts {
  settled: number;
  /** Settled with a payout: cashed out by hand, at the auto cash-out, or a winning coup. */
  won: number;
  cashedOut: number;
  autoCashedOut: number;
  /** Hand cash-outs answered (paid, or refused as the flight had crashed), and bets settled with an auto cash-out set. */
  byHand: number;
  withAuto: number;
  /**
   * Open when their process died: refunded by the next one (a crash bet), or found settled (a
   * baccarat bet, dealt again from its kept seed; or a settlement that had committed).
   */
  refundedAtRestart: number;
  settledBeforeRestart: number;
  /** Of those refunded, bets whose flight had crashed or coup been dealt (the round's result fixed). */
  refundedDecided: number;
  /** The settlement's requests (cash-outs and page reads), those that failed, the restarts among them. */
  requests: number;
  failedRequests: number;
  restarts: number;
  /** The settlement's transactions, and the faults that struck them. */
  transactions: number;
  faults: FaultCounts;
}

export const noTableCounts = (): TableCounts => ({
  settled: 0,
  won: 0,
  cashedOut: 0,
  autoCashedOut: 0,
  byHand: 0,
  withAuto: 0,
  refundedAtRestart: 0,
  settledBeforeRestart: 0,
  refundedDecided: 0,
  requests: 0,
  failedRequests: 0,
  restarts: 0,
  transactions: 0,
  faults: noFaults(),
});

/**
 * After a restart: the new process's first look at each table refunds what the last one left open
 * (faults off: the refund is the process's own start-up, not a delivery), then the client books
 * what became of each open bet from the operator's record, as the new process knows none of them.
 */
export async function resolveAtRestart(
  server: SimServer,
  db: Queryable,
  books: Books,
  counts: TableCounts,
  decided: boolean,
  violations: string[],
) {
  const open = books.tableBets.splice(0);
  if (!open.length) return;
  for (const kind of ['crash', 'baccarat'] as const) {
    const answer = await withoutFaults(() => server.game(stateUrl(kind, open[0]!.party)));
    if (answer.status !== 200) throw new Error(`simulation: the ${kind} table did not answer a restart`);
  }
  const rows = await db.query<{ id: number; status: string; payout: number }>(
    'select id, status, payout::float8 as payout from game_rounds where id = any($1)',
    [open.map((b) => b.roundId)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const bet of open) {
    const row = byId.get(bet.roundId);
    const wallet = walletKey(bet.party.accountId);
    bet.outcome.end = row?.status ?? 'missing';
    // Anything else stays unbooked (a violation): the reconciliation then names the round and wallet.
    if (row?.status === 'rolled_back') {
      counts.refundedAtRestart++;
      if (decided) counts.refundedDecided++;
      books.post(move(HOUSE, wallet, bet.stake), { refunded: bet.stake });
    } else if (row?.status === 'settled') {
      counts.settledBeforeRestart++;
      bet.outcome.payout = row.payout;
      books.post(move(HOUSE, wallet, row.payout), { won: row.payout });
    } else violations.push(`${bet.kind} bet ${bet.roundId} is ${bet.outcome.end} after a restart`);
  }
}

/** What the settlement's requests need of the run. */
export interface TableSettling {
  server(): SimServer;
  readonly books: Books;
  readonly faulty: FaultyDatabase;
  readonly clock: TableClock;
  /** This quiet point's fault stream: each request draws from its own fork of it. */
  readonly faults: Random;
  readonly rates: FaultRates;
  readonly counts: TableCounts;
  /** A new process after a crash (it resolves the open bets: resolveAtRestart). */
  restart(): Promise<void>;
  violation(message: string): void;
}

/** Requests for one bet before it counts as stuck. */
const MAX_TRIES = 40;

interface CrashView {
  roundId: number;
  status: string;
  cashedOutAt: number | null;
  payout: number;
}

/** What a crash bet comes to, by the sandbox's rules written out again: the multiplier, or lost. */
function crashResult(bet: { auto: number | null; cashOut: number | null }, crashPoint: number) {
  const { auto, cashOut } = bet;
  const autoWins = auto !== null && auto < crashPoint;
  if (cashOut === null) return autoWins ? auto : null;
  const at = timeToReach(cashOut);
  if (at >= timeToReach(crashPoint)) return autoWins ? auto : null;
  const reached = multiplierAt(at);
  return auto !== null && auto <= reached ? auto : reached;
}

/**
 * Settles every open table bet at a quiet point, the clock held still: the hand cash-outs at their
 * multipliers, lowest first, then the page reads past every crash and result until each bet is
 * settled; each must pay what its flight or coup gives. Then the clock runs again.
 */
export async function settleTables(ctx: TableSettling): Promise<void> {
  const { books, counts, violation } = ctx;
  if (!books.tableBets.length) return;
  const tally = { faults: noFaults(), transactions: 0 };
  const isOpen = (bet: OpenTableBet) => books.tableBets.includes(bet);
  const send = async (request: (server: SimServer) => Promise<Answer>) => {
    const server = ctx.server();
    const answer = await withFaults(ctx.faults.fork(counts.requests++), () => request(server), {
      rates: ctx.rates,
      tally,
    });
    if (ctx.faulty.crashed()) {
      counts.restarts++;
      await ctx.restart();
    }
    if (answer.status === 0 || answer.status >= 500) counts.failedRequests++;
    return answer;
  };
  const book = (bet: OpenTableBet, payout: number) => {
    books.tableBets.splice(books.tableBets.indexOf(bet), 1);
    counts.settled++;
    if (payout > 0) counts.won++;
    bet.outcome.end = 'settled';
    bet.outcome.payout = payout;
    books.post(move(HOUSE, walletKey(bet.party.accountId), payout), { won: payout });
  };
  /** Crash bets booked, with the multiplier they were paid at (null: lost), checked at the end. */
  const flown: { bet: Extract<OpenTableBet, { kind: 'crash' }>; at: number | null; payout: number }[] = [];
  const bookCrash = (bet: Extract<OpenTableBet, { kind: 'crash' }>, view: CrashView) => {
    const at = view.cashedOutAt === null ? null : Math.round(view.cashedOutAt * 100);
    if (at !== null && at === bet.auto) counts.autoCashedOut++;
    else if (at !== null) counts.cashedOut++;
    if (bet.auto !== null) counts.withAuto++;
    flown.push({ bet, at, payout: minor(view.payout) });
    book(bet, minor(view.payout));
  };

  const flies = (round: number) => round + TABLE_TIMING.crashTiming.windowMs;
  /** A hand cash-out, sent until it is answered (or a restart refunded the bet). */
  const cashOut = async (bet: Extract<OpenTableBet, { kind: 'crash' }>) => {
    for (let tries = 0; isOpen(bet); tries++) {
      if (tries === MAX_TRIES) {
        violation(`the cash-out of crash bet ${bet.roundId} got no answer after ${tries} tries`);
        books.tableBets.splice(books.tableBets.indexOf(bet), 1);
        break;
      }
      const answer = await send((server) =>
        server.game('/play/api/crash/cashout', { launch: bet.party.crash, round: bet.tableRound }),
      );
      // A restart refunded it (resolveAtRestart booked it), or no answer came: ask again.
      if (!isOpen(bet) || answer.status === 0 || answer.status >= 500) continue;
      if (answer.status === 200 || answer.body.errorCode === 'round_crashed') counts.byHand++;
      if (answer.status === 200) bookCrash(bet, (answer.body.value as { bet: CrashView }).bet);
      else if (answer.body.errorCode === 'round_crashed')
        bookCrash(bet, { roundId: bet.roundId, status: 'lost', cashedOutAt: null, payout: 0 });
      else {
        violation(`the cash-out of crash bet ${bet.roundId} failed: ${JSON.stringify(answer.body)}`);
        books.tableBets.splice(books.tableBets.indexOf(bet), 1);
      }
    }
  };
  const seeds = createRevealedSeeds(violation);
  /** Each player's page of the table read until each of its bets there is settled. */
  const readAll = async (kind: 'crash' | 'baccarat') => {
    for (const party of new Set(books.tableBets.filter((b) => b.kind === kind).map((b) => b.party))) {
      const mine = () => books.tableBets.filter((b) => b.party === party && b.kind === kind);
      for (let read = 0; mine().length > 0; read++) {
        if (read === MAX_TRIES) {
          violation(`${kind} bets of ${party.username} still open after ${read} reads`);
          for (const bet of mine()) books.tableBets.splice(books.tableBets.indexOf(bet), 1);
          break;
        }
        const answer = await send((server) => server.game(stateUrl(kind, party)));
        if (answer.status === 0 || answer.status >= 500) continue;
        if (answer.status !== 200) {
          violation(`the ${kind} page of ${party.username} failed: ${JSON.stringify(answer.body)}`);
          continue;
        }
        const value = answer.body.value as {
          history?: RevealedRound[];
          road?: RevealedRound[];
          bet: (CrashView & { status: string }) | null;
        };
        seeds.reveal([...(value.history ?? []), ...(value.road ?? [])]);
        const view = value.bet;
        for (const bet of mine()) {
          if (!view || view.roundId !== bet.roundId || view.status === 'open' || view.status === 'settling')
            continue;
          if (view.status === 'refunded') {
            // Only a refused settlement refunds (a Fault): the run refuses none, so each had to pay.
            violation(
              `${kind} bet ${bet.roundId} of ${party.username} was refunded, not settled by its round`,
            );
            books.tableBets.splice(books.tableBets.indexOf(bet), 1);
            bet.outcome.end = 'rolled_back';
            books.post(move(HOUSE, walletKey(party.accountId), bet.stake), { refunded: bet.stake });
          } else if (bet.kind === 'crash') bookCrash(bet, view);
          else {
            const seed = seeds.seedOf(bet.tableHash);
            const due = seed === undefined ? undefined : betPayout(bet.spots, coupOf(seed));
            if (due !== minor(view.payout))
              violation(`baccarat bet ${bet.roundId} paid ${minor(view.payout)}, its coup gives ${due}`);
            book(bet, minor(view.payout));
          }
        }
      }
    }
  };

  // In the order of the held clock: the hand cash-outs, each at its multiplier; each table's reads
  // just past its rounds' end (every flight crashed and paused, every coup dealt and shown), before
  // the bets settled by another player's read are forgotten (a minute later).
  const end = (b: OpenTableBet) =>
    b.kind === 'crash'
      ? flies(b.tableRound) + timeToReach(MAX_MULTIPLIER) + TABLE_TIMING.crashTiming.pauseMs + 1
      : b.tableRound +
        TABLE_TIMING.baccaratTiming.windowMs +
        TABLE_TIMING.baccaratTiming.dealMs +
        TABLE_TIMING.baccaratTiming.resultMs +
        1;
  const steps = [
    ...books.tableBets.flatMap((bet) =>
      bet.kind === 'crash' && bet.cashOut !== null
        ? [{ at: flies(bet.tableRound) + timeToReach(bet.cashOut), decided: false, run: () => cashOut(bet) }]
        : [],
    ),
    ...(['crash', 'baccarat'] as const).flatMap((kind) => {
      const mine = books.tableBets.filter((b) => b.kind === kind);
      return mine.length ? [{ at: Math.max(...mine.map(end)), decided: true, run: () => readAll(kind) }] : [];
    }),
  ].sort((a, b) => a.at - b.at);
  for (const step of steps) {
    ctx.clock.hold(ctx.server(), step.at, step.decided);
    await step.run();
  }

  // Each crash bet paid what its flight gives (the seed is revealed once it crashed).
  const unseen = flown.find((f) => seeds.seedOf(f.bet.tableHash) === undefined);
  if (unseen) {
    const answer = await withoutFaults(() => ctx.server().game(stateUrl('crash', unseen.bet.party)));
    seeds.reveal((answer.body.value as { history?: RevealedRound[] } | undefined)?.history ?? []);
  }
  for (const { bet, at, payout } of flown) {
    const seed = seeds.seedOf(bet.tableHash);
    if (seed === undefined) continue;
    const due = crashResult(bet, crashPointOf(seed));
    if (due !== at || payout !== (due === null ? 0 : payoutAt(bet.stake, due)))
      violation(
        `crash bet ${bet.roundId} (auto ${bet.auto}, by hand ${bet.cashOut}, crash ${crashPointOf(seed)}) ` +
          `paid ${payout} at ${at}, its flight gives ${due}`,
      );
  }
  counts.transactions += tally.transactions;
  for (const kind of Object.keys(tally.faults) as (keyof typeof tally.faults)[])
    counts.faults[kind] += tally.faults[kind];
  ctx.clock.thaw(ctx.server());
}
