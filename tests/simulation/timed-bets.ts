import type { Queryable } from '../../sandbox/core/db/database';
import { stakesFor } from '../../sandbox/vendor/games/stakes';
import { HOUSE, move, walletKey, type Books, type Outcome } from './books';
import { catalogueGame, launchToken, openGame } from './game-pages';
import type { Answer, SimServer } from './server';
import type { Party } from './world';

/**
 * The crash and baccarat bets of a run. Those games settle on the wall clock, in the background:
 * which flight or coup a bet joins, and so which seed of the run's outcome stream it is dealt,
 * depends on how many rounds passed while the tables were looked at, which a busy machine
 * changes; a bet sent a moment late meets a closed window. Inside the scheduler that would make a
 * seed stop naming its run (replay.test.ts) and the refusals vary with the load. What the run
 * does hold them to is the promise the games make about a restart: a bet left open by a process
 * that died is refunded once, by the next process's first sweep. So a few players bet at the
 * start, in a window longer than any run (nothing flies or is dealt meanwhile, whatever the
 * clock), and the first restart must refund each bet exactly once.
 */

/** A betting window no run outlives: the bets placed at the start are open until a restart. */
const FOREVER = 24 * 60 * 60 * 1000;
export const TIMED_GAMES = {
  crashTiming: { windowMs: FOREVER, pauseMs: 1_000 },
  baccaratTiming: { windowMs: FOREVER, dealMs: 1_000, resultMs: 1_000 },
};

/**
 * Members who place a crash bet, and as many others a baccarat bet, at the start: a member with a
 * round open can open no other game (game_round_open), so nobody holds both.
 */
const BETTORS = 3;

interface TimedBet {
  readonly party: Party;
  readonly stake: number;
  readonly outcome: Outcome;
}

function valueOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`simulation: ${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value as T;
}

/** Places the bets (faults off: every answer is final) and books their stakes. */
export async function placeTimedBets(server: SimServer, parties: readonly Party[], books: Books) {
  const bets: TimedBet[] = [];
  const members = parties.filter((p) => !p.agent);
  for (const [n, kind] of (['crash', 'baccarat'] as const).entries()) {
    const stake = stakesFor((await catalogueGame(server, kind)).min_bet)[0]!;
    for (const party of members.slice(n * BETTORS, (n + 1) * BETTORS)) {
      const launch = launchToken(await openGame(server, party, kind), kind);
      const state = valueOf<{ round: { id: number } }>(
        await server.game(`/play/api/${kind}/state?launch=${encodeURIComponent(launch)}`),
        `${kind} state`,
      );
      const requestId = `sim-op-${kind}-${party.accountId}`;
      const common = { launch, round: state.round.id, requestId };
      const input =
        kind === 'crash' ? { ...common, stake: stake / 100 } : { ...common, bets: { banker: stake / 100 } };
      const { bet } = valueOf<{ bet: { roundId: number } }>(
        await server.game(`/play/api/${kind}/bet`, input),
        `${kind} bet`,
      );
      const outcome: Outcome = {
        chain: kind,
        accountId: party.accountId,
        requestId,
        id: String(bet.roundId),
      };
      books.outcomes.push(outcome);
      books.post(move(walletKey(party.accountId), HOUSE, stake), { staked: stake });
      bets.push({ party, stake, outcome });
    }
  }
  return bets;
}

/**
 * After a restart: waits for the new process's first sweep to refund the bets, and books each
 * refund. The new process knows no bet to show a page, so the client reads what became of each
 * from the operator's record; the wallets and the ledger's postings then prove it moved once.
 * The wait is for a timer of 200 ms; the limit only finds a sweep that never comes.
 */
export async function awaitStartupRefund(db: Queryable, bets: TimedBet[], books: Books) {
  const ids = bets.map((b) => Number(b.outcome.id));
  const limit = Date.now() + 60_000;
  const read = () =>
    db.query<{ id: number; status: string }>('select id, status from game_rounds where id = any($1)', [ids]);
  let rows = await read();
  while (rows.some((r) => r.status === 'open' || r.status === 'pending') && Date.now() < limit) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    rows = await read();
  }
  const status = new Map(rows.map((r) => [String(r.id), r.status]));
  for (const bet of bets.splice(0)) {
    bet.outcome.end = status.get(bet.outcome.id!) ?? 'missing';
    // Anything but a refund stays unbooked: the reconciliation then names the round and the wallet.
    if (bet.outcome.end === 'rolled_back')
      books.post(move(HOUSE, walletKey(bet.party.accountId), bet.stake), { refunded: bet.stake });
  }
}
