import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerBaccaratRoutes } from '../../sandbox/vendor/games/baccarat-routes';
import { createPlayContext } from '../../sandbox/vendor/games/play-context';
import { startTestSandbox, type TestSandbox } from './harness';
import { baccaratTable, ledgerOf, ledgerTotal, seedWhere } from './baccarat-helpers';
import { loseAnswers, slowTransactions } from './slow-transactions';

/**
 * The baccarat table under pressure: bets sent from another launch, bets sent at once, and a bet an
 * earlier run of the vendor left on the felt (settled by its coup, dealt again from the kept seed). Whatever arrives, one bet per player and coup moves
 * money, once, and the ledger's sum never changes.
 */
const SEED = seedWhere('bac-race', (c) => c.winner === 'player');
const WINDOW_MS = 10_000;
const DEAL_MS = 2_000;

let sandbox: TestSandbox;
let t: ReturnType<typeof baccaratTable>;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    gameSeeds: () => SEED,
    baccaratTiming: { windowMs: WINDOW_MS, dealMs: DEAL_MS, resultMs: 500 },
  });
  t = baccaratTable(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const statusOf = async (id: number) =>
  (await sandbox.db.query<{ status: string }>('select status from game_rounds where id = $1', [id]))[0]!
    .status;

describe('baccarat table under pressure', () => {
  it('keeps each launch to its own bets: an old tab, another table and another player cannot use mine', async () => {
    const token = await sandbox.login();
    // Opening the table again ends the earlier page; another table is a launch of its own.
    const oldTab = await t.launch(token);
    const mine = await t.launch(token);
    const otherTable = await t.launch(token, 'demomember', 'Speed Baccarat B');
    const theirs = await t.launch(await sandbox.login('agentone'), 'agentone');
    const before = await ledgerOf(sandbox);
    const theirsBefore = await ledgerOf(sandbox, 'agentone');
    const open = await t.freshRound(mine);
    const stale = await t.bet(oldTab, open.round.id, { player: 1 }, 'bac-old-tab-01');
    expect(stale.status).toBe(401);
    expect(stale.body.errorCode).toBe('launch_expired');
    expect((await t.bet(mine, open.round.id, { player: 1 }, 'bac-mine-01')).status).toBe(200);
    // My id sent to my other table is not my bet answered again there: it is refused.
    const elsewhere = await t.state(otherTable);
    const replay = await t.bet(
      otherTable,
      elsewhere.round.id,
      { player: elsewhere.limits.min },
      'bac-mine-01',
    );
    expect(replay.status).toBe(409);
    expect(replay.body.errorCode).toBe('request_id_conflict');
    // The other player sees the coup, not my bet; the same id is theirs to use, on their money.
    expect((await t.state(theirs)).bet?.round).not.toBe(open.round.id);
    expect((await t.bet(theirs, open.round.id, { banker: 1 }, 'bac-mine-01')).status).toBe(200);
    expect(await ledgerOf(sandbox)).toBe(before - 100);
    expect(await ledgerOf(sandbox, 'agentone')).toBe(theirsBefore - 100);
  });

  it('takes a request delivered three times at once once, answering each copy with it, and refuses other bets on the coup', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const total = await ledgerTotal(sandbox);
    const open = await t.freshRound(launch);
    // Copies of one request may overtake one another: one refused while the first was placing the
    // bet told the player "refused" and left their chips on the felt. The database is held so
    // that the copies meet the first delivery in the middle of taking the stake.
    const slow = slowTransactions(sandbox.instance.sandbox.db, 300);
    const copies = await Promise.all(
      [1, 2, 3].map(() => t.bet(launch, open.round.id, { player: 1, tie: 1 }, 'bac-same-id')),
    ).finally(slow.restore);
    expect(copies.map((a) => a.body.errorCode ?? a.status)).toEqual([200, 200, 200]);
    const rounds = new Set(copies.map((a) => (a.body.value.bet as { roundId: number }).roundId));
    expect(rounds.size).toBe(1);
    // Other bets on the same coup, at once: every one is refused, my chips are already down.
    const others = await Promise.all(
      [1, 2, 3].map((i) => t.bet(launch, open.round.id, { banker: 1 }, `bac-other-${i}`)),
    );
    expect(others.map((a) => a.body.errorCode)).toEqual(Array(3).fill('bet_already_placed'));
    expect(await ledgerOf(sandbox)).toBe(before - 200);
    const [roundId] = [...rounds];
    t.moveTo(open.serverTime + open.round.countdownMs + DEAL_MS);
    await expect.poll(() => statusOf(roundId!), { timeout: 10_000, interval: 100 }).toBe('settled');
    // Player won: 1 → 2; the tie lost.
    expect(await ledgerOf(sandbox)).toBe(before - 200 + 200);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });

  it('answers a copy of a bet that arrives after the window closed, while the first is placing it, with the bet', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const open = await t.freshRound(launch);
    const slow = slowTransactions(sandbox.instance.sandbox.db, 300);
    try {
      const first = t.bet(launch, open.round.id, { player: 2 }, 'bac-late-copy');
      await slow.entered;
      t.moveTo(open.serverTime + open.round.countdownMs + 100);
      const copy = await t.bet(launch, open.round.id, { player: 2 }, 'bac-late-copy');
      expect((await first).status).toBe(200);
      expect(copy.body.errorCode ?? copy.status).toBe(200);
      expect(copy.body.value.bet).toEqual((await first).body.value.bet);
    } finally {
      slow.restore();
    }
    expect(await ledgerOf(sandbox)).toBe(before - 200);
  });

  it('keeps the seat of a bet whose answer was lost: another bet on the coup is refused, the retry answers the bet', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const open = await t.freshRound(launch);
    const lost = loseAnswers(sandbox.instance.sandbox.db);
    const first = await t.bet(launch, open.round.id, { player: 1 }, 'bac-lost-answer').finally(lost.restore);
    expect(first.status).toBe(500);
    const other = await t.bet(launch, open.round.id, { banker: 1 }, 'bac-other-bet');
    expect(other.body.errorCode).toBe('bet_already_placed');
    const retry = await t.bet(launch, open.round.id, { player: 1 }, 'bac-lost-answer');
    expect(retry.body.errorCode ?? retry.status).toBe(200);
    expect(await ledgerOf(sandbox)).toBe(before - 100);
  });

  it('settles, once, by its coup a bet an earlier run left on the felt: a losing bet is not handed back', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const total = await ledgerTotal(sandbox);
    const open = await t.freshRound(launch);
    const placed = await t.bet(launch, open.round.id, { banker: 5 });
    const roundId = (placed.body.value.bet as { roundId: number }).roundId;
    t.moveTo(open.serverTime + 1000);
    // A second vendor process on the same database: the first one's coup is not in its memory.
    const restarted = Fastify();
    registerBaccaratRoutes(restarted, sandbox.instance.sandbox, createPlayContext(sandbox.instance.sandbox));
    await restarted.ready();
    try {
      await expect.poll(() => statusOf(roundId), { timeout: 10_000, interval: 100 }).toBe('settled');
    } finally {
      await restarted.close();
    }
    // The seed's coup goes to the player: the banker's chips are lost, as they would have been.
    expect(await ledgerOf(sandbox)).toBe(before - 500);
    // The first process's own sweep at the result finds the round final: nothing moves again.
    t.moveTo(open.serverTime + WINDOW_MS + DEAL_MS + 1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await statusOf(roundId)).toBe('settled');
    expect(await ledgerOf(sandbox)).toBe(before - 500);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });
});
