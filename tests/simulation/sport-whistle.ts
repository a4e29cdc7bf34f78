import { settleLeg, type Market } from '../../sandbox/vendor/games/sport-math';
import { minor } from './answers';
import { HOUSE, move, walletKey, type Books } from './books';
import { noFaults, withFaults, type FaultRates, type FaultyDatabase } from './faulty-database';
import type { Random } from './prng';
import type { SimServer } from './server';
import type { OpenSportBet } from './sport-bets';

const DAY = 86_400_000;

/**
 * The sportsbook's time in a run. Its matches follow the sandbox's clock, which runs with the wall
 * clock: left alone, which matches are on the board when a page reads it would depend on how fast
 * the machine is, and a seed would stop naming its run (replay.test.ts). So the run holds the
 * board still between whistles: every kick-off, board change and price move falls on a whole
 * minute (the default timing, with the prices moving once a minute), the run starts on a whole
 * minute of a fixed date, and each whistle moves the clock to the whole minute by which every
 * match bet on so far has ended. Between two whistles the board changes only if the machine
 * takes a minute over a few hundred operations. The whistles come at quiet points (nothing in
 * flight, scheduler.ts): a deposit order or a lottery round is never aged by one mid-chain.
 *
 * Nor does the book's timer sweep in a run (`sweepMs`, a day): it would settle the bets outside any
 * delivery, so without faults, and at a moment of the wall clock's choosing. The players' page
 * reads after a whistle settle them instead (collectSportBets), each read joining the same sweep
 * the timer runs, under a fault stream of its own.
 */
export const SPORT_TIMING = {
  everyMs: 240_000,
  leadMs: 720_000,
  matchMs: 180_000,
  driftMs: 60_000,
  sweepMs: DAY,
};
const GRID = 60_000;

/**
 * The run's first moment: the next midnight (UTC), the same for every run of the day. Not further:
 * a demo password a year old must be changed before anything else (password_change_required).
 */
export const runStart = (wall = Date.now()) => (Math.floor(wall / DAY) + 1) * DAY;

const gridAfter = (at: number) => Math.ceil(at / GRID) * GRID;
const nowOf = (server: SimServer) => server.instance.sandbox.now().getTime();

/** Moves the sandbox's clock to `at` through its switch, never back (faults off: a final answer). */
export async function moveClockTo(server: SimServer, at: number) {
  const ahead = at - nowOf(server);
  if (ahead <= 0) return;
  const answer = await server.control('/sandbox/clock', { advanceMs: ahead });
  if (answer.status !== 200)
    throw new Error(`simulation: the clock switch failed: ${JSON.stringify(answer.body)}`);
}

/** Moves the clock to the next whole minute: the board then holds still for a minute. */
export const kickOff = (server: SimServer) => moveClockTo(server, gridAfter(nowOf(server)));

/**
 * The final whistle of every match bet on so far: a bet is placed on a match kicking off within
 * `leadMs`, which ends `matchMs` later. Answers how far the clock moved (ms).
 */
export async function whistle(server: SimServer): Promise<number> {
  const from = nowOf(server);
  await moveClockTo(server, gridAfter(from + SPORT_TIMING.leadMs + SPORT_TIMING.matchMs));
  return nowOf(server) - from;
}

interface BetView {
  roundId: number;
  status: 'pending' | 'settled' | 'refunded';
  payout: number;
  legs: {
    fixture: string;
    market: string;
    selection: string;
    odds: number;
    line: number;
    result?: string;
    score?: { home: number; away: number };
  }[];
}

/** A leg's share of the return as a fraction: the book's rules, written out again here. */
function factor(result: string | undefined, odds: number): [bigint, bigint] {
  const o = BigInt(odds);
  if (result === 'win') return [o, 1000n];
  if (result === 'half_win') return [o + 1000n, 2000n];
  if (result === 'void') return [1n, 1n];
  if (result === 'half_lose') return [1n, 2n];
  return [0n, 1n];
}

/** Where a settled bet differs from what its legs give: the legs placed, each result, the payout. */
function legsDiffer(bet: OpenSportBet, view: BetView): string | undefined {
  if (view.legs.length !== bet.legs.length) return `${view.legs.length} legs, ${bet.legs.length} placed`;
  let [num, den] = [BigInt(bet.stake), 1n];
  for (const [i, leg] of view.legs.entries()) {
    const placed = bet.legs[i]!;
    if (leg.fixture !== placed.fixture || leg.selection !== placed.selection || leg.odds !== placed.odds)
      return `leg ${i} is ${JSON.stringify(leg)}, placed ${JSON.stringify(placed)}`;
    const choice = { market: leg.market as Market, selection: leg.selection, line: Math.round(leg.line * 4) };
    const result = leg.score && settleLeg(choice, leg.score);
    if (result !== leg.result)
      return `leg ${i} ${leg.result}, its score ${JSON.stringify(leg.score)} gives ${result}`;
    const [n, d] = factor(result, leg.odds);
    [num, den] = [num * n, den * d];
  }
  const payout = Number(num / den);
  return minor(view.payout) === payout ? undefined : `paid ${minor(view.payout)}, its legs give ${payout}`;
}

/** What the settlement's reads need of the run. */
export interface Settling {
  /** The process now serving: a crash in the middle of the settlement replaces it. */
  server(): SimServer;
  readonly books: Books;
  readonly faulty: FaultyDatabase;
  /** This whistle's fault stream: each read draws from its own fork of it, by its number. */
  readonly faults: Random;
  /** The rates at which faults strike the settlement's transactions (the reads' other statements: the run's). */
  readonly rates: FaultRates;
  /** A new process on the same database after a crash, as the scheduler starts one. */
  restart(): Promise<void>;
  violation(message: string): void;
}

/** Reads of one player's page before its bets count as stuck: a read fails a few times in a hundred. */
const MAX_READS = 40;

/**
 * After a whistle, every open bet's player reads the book's page until each of its bets is settled
 * or refunded, and the books take what the page says. The reads are what settle the bets (the
 * run's sandbox has no timer sweep: SPORT_TIMING), so the settlement meets the run's faults: a
 * read that gets no answer or a 5xx is sent again, as the page polls; one that shows a bet still
 * pending (its settlement failed, and the round stays open for the next sweep) is sent again too;
 * a crash restarts the server and the next process's reads settle the rest. A settled bet must
 * pay what its legs give; the reconciliation then proves each moved its money once. A sweep that
 * outlasts the page's one-second wait answers the read before its bets are final, and the next
 * read joins it: which read sends which statement then depends on the machine, so SIM_BATCH=1
 * replays a run exactly while a whistle's sweep is shorter (its few dozen bets take hundredths).
 */
export async function collectSportBets(ctx: Settling) {
  const { books, violation } = ctx;
  const counts = {
    settled: 0,
    refunded: 0,
    acrossRestart: 0,
    reads: 0,
    failedReads: 0,
    restarts: 0,
  };
  /** The settlement's transactions, and the faults that struck them. */
  const tally = { faults: noFaults(), transactions: 0 };
  const booked = (bet: OpenSportBet) => books.openBets.splice(books.openBets.indexOf(bet), 1);
  for (const party of new Set(books.openBets.map((b) => b.party))) {
    const mine = () => books.openBets.filter((b) => b.party === party);
    for (let read = 0; mine().length > 0; read++) {
      if (read === MAX_READS) {
        // Left unbooked: the reconciliation names the round and the wallet, the end check the round.
        const stuck = mine();
        violation(
          `sport bets of ${party.username} still pending after ${read} reads: ${stuck.map((b) => b.roundId).join(', ')}`,
        );
        stuck.forEach(booked);
        break;
      }
      const server = ctx.server();
      const answer = await withFaults(
        ctx.faults.fork(counts.reads++),
        () => server.game(`/play/api/sport/state?launch=${encodeURIComponent(party.sport)}`),
        { rates: ctx.rates, tally },
      );
      if (ctx.faulty.crashed()) {
        counts.restarts++;
        await ctx.restart();
      }
      // No answer, or the server's error: nothing is known, the page asks again.
      if (answer.status === 0 || answer.status >= 500) {
        counts.failedReads++;
        continue;
      }
      if (answer.status !== 200) {
        violation(`the sportsbook page of ${party.username} failed: ${JSON.stringify(answer.body)}`);
        mine().forEach(booked);
        break;
      }
      const views = (answer.body.value as { bets: BetView[] }).bets;
      for (const bet of mine()) {
        const view = views.find((v) => v.roundId === bet.roundId);
        if (!view || view.status === 'pending') continue;
        booked(bet);
        const wallet = walletKey(party.accountId);
        if (bet.restarted) counts.acrossRestart++;
        if (view.status === 'refunded') {
          // Only a bet whose committed results cannot be proven is refunded (a key changed since):
          // the run never changes it, so its legs had a result, and the bet had to pay it.
          violation(`sport bet ${bet.roundId} of ${party.username} was refunded, not settled by its legs`);
          counts.refunded++;
          bet.outcome.end = 'rolled_back';
          books.post(move(HOUSE, wallet, bet.stake), { refunded: bet.stake });
          continue;
        }
        counts.settled++;
        const differs = legsDiffer(bet, view);
        if (differs) violation(`sport bet ${bet.roundId} of ${party.username}: ${differs}`);
        const payout = minor(view.payout);
        bet.outcome.end = 'settled';
        bet.outcome.payout = payout;
        books.post(move(HOUSE, wallet, payout), { won: payout });
      }
    }
  }
  return { ...counts, ...tally };
}
