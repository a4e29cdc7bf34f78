import { settleLeg, type Market } from '../../sandbox/vendor/games/sport-math';
import { minor } from './answers';
import { HOUSE, move, walletKey, type Books } from './books';
import type { SimServer } from './server';
import type { OpenSportBet } from './sport-bets';

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
 */
export const SPORT_TIMING = { everyMs: 240_000, leadMs: 720_000, matchMs: 180_000, driftMs: 60_000 };
const GRID = 60_000;

/**
 * The run's first moment: the next midnight (UTC), the same for every run of the day. Not further:
 * a demo password a year old must be changed before anything else (password_change_required).
 */
const DAY = 86_400_000;
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

/**
 * After a whistle, every open bet's player reads the book's page until each of its bets is settled
 * or refunded (the read joins the book's sweep), and the books take what the page says. A settled
 * bet must pay what its legs give. Faults are off (a quiet point): the answers are final.
 */
export async function collectSportBets(server: SimServer, books: Books, violation: (m: string) => void) {
  const counts = { settled: 0, refunded: 0, acrossRestart: 0 };
  const open = books.openBets.splice(0);
  for (const party of new Set(open.map((b) => b.party))) {
    let mine = open.filter((b) => b.party === party);
    const limit = Date.now() + 60_000;
    while (mine.length > 0) {
      const answer = await server.game(`/play/api/sport/state?launch=${encodeURIComponent(party.sport)}`);
      if (answer.status !== 200)
        throw new Error(`simulation: the sportsbook page failed: ${JSON.stringify(answer.body)}`);
      const views = (answer.body.value as { bets: BetView[] }).bets;
      mine = mine.filter((bet) => {
        const view = views.find((v) => v.roundId === bet.roundId);
        if (!view || view.status === 'pending') return true;
        const wallet = walletKey(party.accountId);
        if (bet.restarted) counts.acrossRestart++;
        if (view.status === 'refunded') {
          counts.refunded++;
          bet.outcome.end = 'rolled_back';
          books.post(move(HOUSE, wallet, bet.stake), { refunded: bet.stake });
          return false;
        }
        counts.settled++;
        const differs = legsDiffer(bet, view);
        if (differs) violation(`sport bet ${bet.roundId} of ${party.username}: ${differs}`);
        const payout = minor(view.payout);
        bet.outcome.end = 'settled';
        bet.outcome.payout = payout;
        books.post(move(HOUSE, wallet, payout), { won: payout });
        return false;
      });
      if (mine.length === 0) break;
      if (Date.now() > limit) {
        // Left unbooked: the reconciliation names the round and the wallet, the end check the round.
        violation(
          `sport bets still pending after their matches ended: ${mine.map((b) => b.roundId).join(', ')}`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return counts;
}
