import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../sandbox/core/db/database';
import { rollbackRound, type Round } from '../../sandbox/platform/rounds';
import { betPayout, coupOf } from '../../sandbox/vendor/games/baccarat-math';
import { createBaccaratBook } from '../../sandbox/vendor/games/baccarat-bets';
import { scheduleCoup, DEFAULT_BACCARAT_TIMING } from '../../sandbox/vendor/games/baccarat-schedule';
import { createCrashBook } from '../../sandbox/vendor/games/crash-bets';
import { crashPointOf, payoutAt } from '../../sandbox/vendor/games/crash-math';
import { scheduleRound, DEFAULT_CRASH_TIMING } from '../../sandbox/vendor/games/crash-schedule';
import { createPlayContext } from '../../sandbox/vendor/games/play-context';
import { closeOrphans } from '../../sandbox/vendor/games/stranded-bets';
import { ledgerTotal } from './baccarat-helpers';
import { demoGameLaunch } from './demo-game-launch';
import { startTestSandbox, type TestSandbox } from './harness';

/**
 * A live table's result is fixed once its flight crashed or its coup was dealt: a bet whose
 * settlement then meets a database failure (a dropped connection, a crash under it) is not
 * refunded, which would hand back the loser's stake as well as the winner's, but stays open for
 * the next sweep, which settles it with the same result (as the sportsbook does). The ledger
 * simulation drives these settlements under faults.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

/** The database through a connection that drops (08006) before the COMMIT of its first transaction. */
function droppingFirstCommit(): Database {
  const db = sandbox.db;
  let n = 0;
  return {
    ...db,
    query: (sql, params) => db.query(sql, params),
    async transaction(fn) {
      const drop = n++ === 0;
      return db.transaction(async (tx) => {
        const value = await fn(tx);
        if (drop)
          throw Object.assign(new Error('connection lost before COMMIT (injected)'), { code: '08006' });
        return value;
      });
    },
  };
}

const roundOf = async (id: number) =>
  (await sandbox.db.query<Round>('select * from game_rounds where id = $1', [id]))[0]!;

/** A real-money launch of a live game for demomember, and the play context that places its bets. */
async function launchOf(name: string, page: string) {
  const [game] = await sandbox.db.query<{ node_id: number; vendor: string }>(
    'select node_id, vendor from games where name_en = $1 order by node_id limit 1',
    [name],
  );
  const token = await demoGameLaunch(sandbox, game!, page, await sandbox.login());
  const play = createPlayContext(sandbox.instance.sandbox);
  return { ...(await play.context(token)), play, token };
}

/** The round after two sweeps past its end: open after the first (its settlement failed), then settled. */
async function settledOnSecondSweep(book: { sweep(at: number): Promise<void> }, endsAt: number, id: number) {
  await book.sweep(endsAt);
  expect((await roundOf(id)).status, 'after the failed settlement').toBe('open');
  await book.sweep(endsAt);
  return roundOf(id);
}

/** A play context, as a table's book uses it, whose first transaction loses its connection. */
const failingOnce = () => createPlayContext({ ...sandbox.instance.sandbox, db: droppingFirstCommit() });

describe('a live table bet whose settlement meets a database failure', () => {
  it('a crash bet stays open, and the next sweep pays its auto cash-out', async () => {
    const total = await ledgerTotal(sandbox);
    const seed = firstSeed((s) => crashPointOf(s) >= 300);
    const { launch, game, funKey, play } = await launchOf('Aviator', '/play/crash');
    const now = sandbox.instance.sandbox.now().getTime();
    const round = scheduleRound(seed, now, DEFAULT_CRASH_TIMING);
    const details = { table: game.node_id, round: round.id, autoCashOut: 200 };
    const requestId = `crash-fails-${now}`;
    const placed = await play.bet(launch, game, { requestId, stake: 100, details: { crash: details } });
    const book = createCrashBook(failingOnce());
    book.add({
      round,
      details,
      owner: `a:${launch.account_id}`,
      requestId,
      stake: 100,
      launch,
      funKey,
      placed,
    });

    const settled = await settledOnSecondSweep(book, round.endsAt, placed.id);
    expect(settled.status).toBe('settled');
    expect(Number(settled.payout)).toBe(payoutAt(100, 200));
    expect(await ledgerTotal(sandbox)).toBe(total);
  });

  it('a baccarat bet stays open, and the next sweep pays what its coup gives', async () => {
    const total = await ledgerTotal(sandbox);
    const seed = 'baccarat-fails-0';
    const { launch, game, funKey, play } = await launchOf('Speed Baccarat A', '/play/baccarat');
    const now = sandbox.instance.sandbox.now().getTime();
    const round = scheduleCoup(seed, now, DEFAULT_BACCARAT_TIMING);
    const spots = { banker: 100, player: 100 };
    const details = { table: game.node_id, round: round.id, spots };
    const requestId = `baccarat-fails-${now}`;
    const placed = await play.bet(launch, game, { requestId, stake: 200, details: { baccarat: details } });
    const book = createBaccaratBook(failingOnce());
    book.add({
      round,
      details,
      owner: `a:${launch.account_id}`,
      requestId,
      stake: 200,
      launch,
      funKey,
      placed,
    });

    const settled = await settledOnSecondSweep(book, round.endsAt, placed.id);
    expect(settled.status).toBe('settled');
    expect(Number(settled.payout)).toBe(betPayout(spots, coupOf(seed)));
    expect(await ledgerTotal(sandbox)).toBe(total);
  });
});

/**
 * A bet whose placing committed but whose answer was lost, refunded since (the next process's
 * start-up refunds what the last one left riding), then sent again once its round is gone: the
 * answer must say the stake came back (round_failed, the round named), not that the window closed
 * as if no bet had been made, and must move nothing more.
 */
describe('a live table bet sent again after its round was refunded', () => {
  for (const [kind, name, page] of [
    ['crash', 'Aviator', '/play/crash'],
    ['baccarat', 'Speed Baccarat A', '/play/baccarat'],
  ] as const)
    it(`answers round_failed for a ${kind} bet, and moves no money`, async () => {
      const { launch, game, play, token } = await launchOf(name, page);
      const requestId = `${kind}-lost-${Date.now()}`;
      const details =
        kind === 'crash'
          ? { crash: { table: game.node_id, round: 1, autoCashOut: null } }
          : { baccarat: { table: game.node_id, round: 1, spots: { banker: 100 } } };
      // Placed on the launch the retry sends (its answer lost), then refunded.
      const placed = await play.bet(launch, game, { requestId, stake: 100, details });
      await rollbackRound(sandbox.instance.sandbox, placed.id);
      const total = await ledgerTotal(sandbox);
      const wallet = await walletOf();
      const input = kind === 'crash' ? { stake: 1, autoCashOut: null } : { bets: { banker: 1 } };
      const answer = await sandbox.instance.games.inject({
        method: 'POST',
        url: `/play/api/${kind}/bet`,
        payload: { launch: token, round: 1, requestId, ...input },
      });
      expect(answer.statusCode, answer.body).toBe(502);
      expect(answer.json()).toMatchObject({ errorCode: 'round_failed', value: { roundId: placed.id } });
      expect((await roundOf(placed.id)).status).toBe('rolled_back');
      expect(await walletOf()).toBe(wallet);
      expect(await ledgerTotal(sandbox)).toBe(total);
    });
});

/**
 * A new process refunds the table bets an earlier one left open. A database failure under one
 * refund must leave the rest for the next sweep: marked done before its loop, it left them open
 * until the stale-round refund.
 */
describe('the start-up refund of bets an earlier process left open', () => {
  it('refunds them all at the next sweep when a database failure stops it part-way', async () => {
    const { launch, game, play } = await launchOf('Aviator', '/play/crash');
    const placed = [];
    for (const n of [1, 2])
      placed.push(
        await play.bet(launch, game, {
          requestId: `orphan-${n}-${Date.now()}`,
          stake: 100,
          details: { crash: { table: game.node_id, round: 1, autoCashOut: null } },
        }),
      );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const total = await ledgerTotal(sandbox);
    const wallet = await walletOf();
    const refund = closeOrphans({ ...sandbox.instance.sandbox, db: droppingFirstCommit() }, 'crash');
    await expect(refund()).rejects.toThrow('injected');
    await refund();
    for (const { id } of placed) expect((await roundOf(id)).status).toBe('rolled_back');
    expect(await walletOf()).toBe(wallet + 200);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });
});

const walletOf = async () =>
  Number(
    (
      await sandbox.db.query<{ balance: string }>(
        "select l.balance::text as balance from ledger_accounts l join accounts a on a.id = l.owner_id where a.username = 'demomember' and l.kind = 'main'",
      )
    )[0]!.balance,
  );

function firstSeed(fits: (seed: string) => boolean): string {
  for (let i = 0; ; i++) if (fits(`crash-fails-${i}`)) return `crash-fails-${i}`;
}
