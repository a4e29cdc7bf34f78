import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { settleRound } from '../../sandbox/platform/rounds';
import { crashPointOf, payoutAt, timeToReach } from '../../sandbox/vendor/games/crash-math';
import { registerCrashRoutes } from '../../sandbox/vendor/games/crash-routes';
import { createPlayContext } from '../../sandbox/vendor/games/play-context';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';
import { demoGameLaunch } from './demo-game-launch';
import { moveClockTo } from './move-clock';
import { loseAnswers, slowTransactions } from './slow-transactions';

/**
 * The crash game's calls, and the attacks on them: a bet after the window, a cash-out after the
 * crash, a second cash-out, a replayed bet id, a settlement replayed with another result. The
 * sandbox's clock is moved instead of waiting for flights, and every flight is drawn from one
 * seed whose crash point the test knows.
 */
const SEED = firstSeed((point) => point >= 500 && point <= 2000);
const CRASH = crashPointOf(SEED);
// Long: the clock is moved rather than waited for, and a busy machine never closes a window under a test.
const WINDOW_MS = 10_000;

function firstSeed(fits: (point: number) => boolean): string {
  for (let i = 0; ; i++) if (fits(crashPointOf(`crash-test-${i}`))) return `crash-test-${i}`;
}

let sandbox: TestSandbox;
let aviator: { node_id: number; vendor: string };
beforeAll(async () => {
  sandbox = await startTestSandbox({
    gameSeeds: () => SEED,
    crashTiming: { windowMs: WINDOW_MS, pauseMs: 500 },
  });
  aviator = (
    await sandbox.db.query<{ node_id: number; vendor: string }>(
      "select node_id, vendor from games where vendor = 'SPB' and name_en = 'Aviator'",
    )
  )[0]!;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

// Records count platform days (GMT+8), so a UTC date is the wrong day from 16:00 UTC on.
const today = () => platformDay(sandbox.instance.sandbox.now().getTime());
const minor = (amount: number) => Math.round(amount * 100);

const crashLaunch = (token?: string) => demoGameLaunch(sandbox, aviator, '/play/crash', token);

interface CrashState {
  serverTime: number;
  round: { id: number; phase: string; hash: string; countdownMs: number; seed?: string; crashPoint?: number };
  nextHash: string;
  history: { id: number; crashPoint: number; seed: string; hash: string }[];
  bet: { status: string; payout: number; cashedOutAt: number | null; roundId: number | null } | null;
  balance: number;
}

const games = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await sandbox.instance.games.inject({ method, url, payload });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; value: Record<string, unknown>; errorCode?: string },
  };
};

const state = async (launch: string) =>
  (await games('GET', `/play/api/crash/state?launch=${launch}`)).body.value as unknown as CrashState;

const moveTo = (at: number) => moveClockTo(sandbox, at);

/** A fresh round in its betting window, with at least most of the window left. */
async function freshRound(launch: string) {
  let now = await state(launch);
  // Past this round's end: the table opens a new window at once for the next look.
  moveTo(now.serverTime + 120_000);
  now = await state(launch);
  expect(now.round.phase).toBe('betting');
  return now;
}

const ledger = async () =>
  minor(
    (
      (await sandbox.request({ method: 'GET', url: '/sandbox/rounds?username=demomember' })).body.value as {
        balance: number;
      }
    ).balance,
  );

const placeBet = (launch: string, round: number, extra: Record<string, unknown> = {}) =>
  games('POST', '/play/api/crash/bet', { launch, round, stake: 1, requestId: `crash-${round}-a`, ...extra });

describe('crash game', () => {
  it('shows one shared round: the hash before, the seed after the crash, the next hash ahead', async () => {
    const launch = await crashLaunch(await sandbox.login());
    const guest = await crashLaunch();
    const first = await freshRound(launch);
    const seen = await state(guest);
    expect(seen.round.id).toBe(first.round.id);
    // A poll that asks no balance leaves the wallet alone.
    const quiet = await games('GET', `/play/api/crash/state?launch=${launch}&balance=0`);
    expect(quiet.body.value).not.toHaveProperty('balance');
    expect(first.balance).toBeGreaterThan(0);
    expect(first.round.seed).toBeUndefined();
    expect(first.nextHash).toMatch(/^[0-9a-f]{64}$/);
    moveTo(first.serverTime + WINDOW_MS + timeToReach(CRASH) + 1);
    const crashed = await state(launch);
    expect(crashed.round).toMatchObject({ phase: 'crashed', seed: SEED, crashPoint: CRASH / 100 });
    expect(crashed.round.hash).toBe(first.round.hash);
  });

  it('pays a cash-out in flight at the server’s multiplier, once, and records it as won', async () => {
    const token = await sandbox.login();
    const launch = await crashLaunch(token);
    const before = await ledger();
    const open = await freshRound(launch);
    const bet = await placeBet(launch, open.round.id);
    expect(bet.status).toBe(200);
    expect(await ledger()).toBe(before - 100);
    // Exactly at 2.00×.
    moveTo(open.serverTime + open.round.countdownMs + timeToReach(200));
    const [one, two] = await Promise.all([
      games('POST', '/play/api/crash/cashout', { launch, round: open.round.id }),
      games('POST', '/play/api/crash/cashout', { launch, round: open.round.id }),
    ]);
    expect(one.status).toBe(200);
    expect(two.body.value.bet).toEqual(one.body.value.bet);
    const cashed = one.body.value.bet as { cashedOutAt: number; payout: number; status: string };
    expect(cashed.status).toBe('won');
    expect(minor(cashed.payout)).toBe(payoutAt(100, Math.round(cashed.cashedOutAt * 100)));
    expect(cashed.cashedOutAt).toBeGreaterThanOrEqual(2);
    // Later, a third cash-out pays nothing more.
    moveTo(open.serverTime + open.round.countdownMs + timeToReach(400));
    const again = await games('POST', '/play/api/crash/cashout', { launch, round: open.round.id });
    expect(again.body.value.bet).toEqual(one.body.value.bet);
    expect(await ledger()).toBe(before - 100 + minor(cashed.payout));
    const records = await sandbox.call(
      contract.bettingRecords,
      { from: today(), to: today(), pageNo: 1, pageSize: 10 },
      { token },
    );
    const record = (expectValid(contract.bettingRecords, records) as { list: Record<string, unknown>[] })
      .list[0]!;
    expect(record).toMatchObject({ gameName: 'Aviator', status: 'settled', stake: 1, payout: cashed.payout });
  });

  it('refuses a bet after the window closed, and moves no money', async () => {
    const launch = await crashLaunch(await sandbox.login());
    const before = await ledger();
    const open = await freshRound(launch);
    moveTo(open.serverTime + open.round.countdownMs);
    const late = await placeBet(launch, open.round.id);
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('bet_window_closed');
    const stale = await placeBet(launch, open.round.id - 1, { requestId: 'crash-stale-round' });
    expect(stale.body.errorCode).toBe('bet_window_closed');
    expect(await ledger()).toBe(before);
  });

  it('refuses a cash-out after the crash: the bet is lost and nothing is paid', async () => {
    const token = await sandbox.login();
    const launch = await crashLaunch(token);
    const before = await ledger();
    const open = await freshRound(launch);
    expect((await placeBet(launch, open.round.id)).status).toBe(200);
    moveTo(open.serverTime + open.round.countdownMs + timeToReach(CRASH));
    const late = await games('POST', '/play/api/crash/cashout', { launch, round: open.round.id });
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('round_crashed');
    expect(await ledger()).toBe(before - 100);
    expect((await state(launch)).bet).toMatchObject({ status: 'lost', payout: 0 });
  });

  it('refuses a replayed bet id with another stake, and answers the same bet once', async () => {
    const launch = await crashLaunch(await sandbox.login());
    const before = await ledger();
    const open = await freshRound(launch);
    const first = await placeBet(launch, open.round.id, { requestId: 'crash-replay-1' });
    expect(first.status).toBe(200);
    const other = await placeBet(launch, open.round.id, { requestId: 'crash-replay-1', stake: 2 });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('request_id_conflict');
    const otherAuto = await placeBet(launch, open.round.id, { requestId: 'crash-replay-1', autoCashOut: 2 });
    expect(otherAuto.body.errorCode).toBe('request_id_conflict');
    const same = await placeBet(launch, open.round.id, { requestId: 'crash-replay-1' });
    expect(same.status).toBe(200);
    const second = await placeBet(launch, open.round.id, { requestId: 'crash-replay-2' });
    expect(second.body.errorCode).toBe('bet_already_placed');
    expect(await ledger()).toBe(before - 100);
  });

  describe('a bet delivered again while the first delivery is still placing it', () => {
    // A client that lost an answer sends again, and the copies may overtake one another. A copy
    // refused while the first was placing the bet told the player "refused" and left their stake
    // on the flight: the ledger simulation found players short by a stake this way.
    let slow: ReturnType<typeof slowTransactions>;
    afterEach(() => slow.restore());

    it('answers every copy sent at once with the one bet, taken once', async () => {
      const launch = await crashLaunch(await sandbox.login());
      const before = await ledger();
      const open = await freshRound(launch);
      slow = slowTransactions(sandbox.instance.sandbox.db, 300);
      const answers = await Promise.all(
        [1, 2, 3].map(() => placeBet(launch, open.round.id, { requestId: 'crash-thrice' })),
      );
      expect(answers.map((a) => a.body.errorCode ?? a.status)).toEqual([200, 200, 200]);
      const rounds = answers.map((a) => (a.body.value.bet as { roundId: number }).roundId);
      expect(new Set(rounds).size).toBe(1);
      expect(await ledger()).toBe(before - 100);
    });

    it('keeps the seat of a bet whose answer was lost: another bet on the flight is refused, the retry answers the bet', async () => {
      const launch = await crashLaunch(await sandbox.login());
      const before = await ledger();
      const open = await freshRound(launch);
      const lost = loseAnswers(sandbox.instance.sandbox.db);
      const first = await placeBet(launch, open.round.id, { requestId: 'crash-lost-answer' }).finally(
        lost.restore,
      );
      expect(first.status).toBe(500);
      // The stake was taken: a second bet on the same flight would be a second ride.
      const other = await placeBet(launch, open.round.id, { requestId: 'crash-other-bet' });
      expect(other.body.errorCode).toBe('bet_already_placed');
      const retry = await placeBet(launch, open.round.id, { requestId: 'crash-lost-answer' });
      expect(retry.body.errorCode ?? retry.status).toBe(200);
      expect(await ledger()).toBe(before - 100);
    });

    it('answers a copy that arrives after the window closed with the bet, not "window closed"', async () => {
      const launch = await crashLaunch(await sandbox.login());
      const before = await ledger();
      const open = await freshRound(launch);
      slow = slowTransactions(sandbox.instance.sandbox.db, 300);
      const first = placeBet(launch, open.round.id, { requestId: 'crash-late-copy' });
      await slow.entered;
      moveTo(open.serverTime + open.round.countdownMs + 100);
      const copy = await placeBet(launch, open.round.id, { requestId: 'crash-late-copy' });
      expect((await first).status).toBe(200);
      expect(copy.body.errorCode ?? copy.status).toBe(200);
      expect(copy.body.value.bet).toEqual((await first).body.value.bet);
      expect(await ledger()).toBe(before - 100);
    });
  });

  it('settles an auto cash-out in the background though nobody calls, and a replayed settlement applies once', async () => {
    const launch = await crashLaunch(await sandbox.login());
    const before = await ledger();
    const total = await ledgerTotal();
    const open = await freshRound(launch);
    const bet = await placeBet(launch, open.round.id, { autoCashOut: 1.5 });
    const roundId = (bet.body.value.bet as { roundId: number }).roundId;
    moveTo(open.serverTime + open.round.countdownMs + timeToReach(CRASH) + 1);
    await expect
      .poll(async () => (await roundRow(roundId)).status, { timeout: 10_000, interval: 100 })
      .toBe('settled');
    expect(await ledger()).toBe(before - 100 + 150);
    const row = await roundRow(roundId);
    expect(row.seed).toBe(SEED);
    // The same settlement sent again with another result (a lost bet) changes nothing.
    const replay = await settleRound(sandbox.instance.sandbox, row, {
      payout: 0,
      seed: 'other',
      outcome: {},
    });
    expect(Number(replay.payout)).toBe(150);
    const bigger = await settleRound(sandbox.instance.sandbox, row, {
      payout: 99_999,
      seed: 'x',
      outcome: {},
    });
    expect(Number(bigger.payout)).toBe(150);
    expect(await ledger()).toBe(before - 100 + 150);
    expect(await ledgerTotal()).toBe(total);
  });

  it('plays for play money as a guest, in memory, without the ledger', async () => {
    const total = await ledgerTotal();
    const launch = await crashLaunch();
    const open = await freshRound(launch);
    const balance = minor(open.balance);
    expect((await placeBet(launch, open.round.id)).status).toBe(200);
    moveTo(open.serverTime + open.round.countdownMs + timeToReach(300));
    const cash = await games('POST', '/play/api/crash/cashout', { launch, round: open.round.id });
    expect(cash.status).toBe(200);
    // The server's clock decides: a few milliseconds may have passed since the move.
    const at = Math.round((cash.body.value.bet as { cashedOutAt: number }).cashedOutAt * 100);
    expect(at).toBeGreaterThanOrEqual(300);
    expect(minor(cash.body.value.balance as number)).toBe(balance - 100 + payoutAt(100, at));
    expect(await ledgerTotal()).toBe(total);
  });

  it('refunds, once, a bet an earlier run left riding: its flight died with that process', async () => {
    const launch = await crashLaunch(await sandbox.login());
    const before = await ledger();
    const total = await ledgerTotal();
    const open = await freshRound(launch);
    const bet = await placeBet(launch, open.round.id);
    const roundId = (bet.body.value.bet as { roundId: number }).roundId;
    moveTo(open.serverTime + 1000);
    // A second vendor process on the same database: the first one's flight is not in its memory.
    const restarted = Fastify();
    registerCrashRoutes(restarted, sandbox.instance.sandbox, createPlayContext(sandbox.instance.sandbox));
    await restarted.ready();
    try {
      await expect
        .poll(async () => (await roundRow(roundId)).status, { timeout: 10_000, interval: 100 })
        .toBe('rolled_back');
    } finally {
      await restarted.close();
    }
    expect(await ledger()).toBe(before);
    // The first process's own sweep at the crash finds the round final: nothing moves again.
    moveTo(open.serverTime + WINDOW_MS + timeToReach(CRASH) + 1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await roundRow(roundId)).status).toBe('rolled_back');
    expect(await ledger()).toBe(before);
    expect(await ledgerTotal()).toBe(total);
  });

  it.each([
    ['a stake off the ladder', { stake: 1.5 }, 'stake'],
    ['an auto cash-out finer than a hundredth', { autoCashOut: 2.005 }, 'autoCashOut'],
    ['an auto cash-out of 1.00', { autoCashOut: 1 }, 'autoCashOut'],
    ['an auto cash-out past the cap', { autoCashOut: 1000.01 }, 'autoCashOut'],
    ['a text for a stake', { stake: 'all' }, undefined],
    ['a short request id', { requestId: 'x' }, undefined],
    ['a negative round', { round: -1 }, undefined],
  ])('refuses a bet with %s, as a 400 that moves nothing', async (_, change, field) => {
    const launch = await crashLaunch(await sandbox.login());
    const before = await ledger();
    const open = await freshRound(launch);
    const refused = await placeBet(launch, open.round.id, change);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('invalid_request');
    if (field) expect(refused.body.value).toMatchObject({ field });
    expect(await ledger()).toBe(before);
  });

  it('answers another player’s cash-out of my bet with a 404, paying nobody', async () => {
    const mine = await crashLaunch(await sandbox.login());
    const guest = await crashLaunch();
    const before = await ledger();
    const open = await freshRound(mine);
    expect((await placeBet(mine, open.round.id)).status).toBe(200);
    moveTo(open.serverTime + open.round.countdownMs + timeToReach(150));
    const theirs = await games('POST', '/play/api/crash/cashout', { launch: guest, round: open.round.id });
    expect(theirs.status).toBe(404);
    const early = await games('POST', '/play/api/crash/cashout', { launch: mine, round: open.round.id + 1 });
    expect(early.status).toBe(404);
    expect(await ledger()).toBe(before - 100);
  });

  it('refuses a crash call on a slot launch and a spin on a crash launch', async () => {
    const launch = await crashLaunch(await sandbox.login());
    const spin = await games('POST', '/play/api/spin', { launch, stake: 1, requestId: 'crash-spin-01' });
    expect(spin.body.errorCode).toBe('launch_game_mismatch');
    const token = await sandbox.login();
    const slot = await sandbox.call(
      contract.launchGame,
      {
        nodeId: 1,
        vassalage: 'PG',
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language: 'EN',
        token,
        username: 'demomember',
      },
      { token },
    );
    const slotLaunch = new URL(
      (expectValid(contract.launchGame, slot) as { content: { game_url: string } }).content.game_url,
    ).searchParams.get('launch')!;
    const crash = await games('GET', `/play/api/crash/state?launch=${slotLaunch}`);
    expect(crash.status).toBe(403);
    expect(crash.body.errorCode).toBe('launch_game_mismatch');
  });
});

const roundRow = async (id: number) =>
  (
    await sandbox.db.query<
      { id: number; status: string; payout: number; seed: string } & Record<string, never>
    >('select * from game_rounds where id = $1', [id])
  )[0]! as never as Parameters<typeof settleRound>[1] & { seed: string; status: string };

/** Sum of every ledger account: money is never created or lost, only moved. */
const ledgerTotal = async () =>
  Number(
    (await sandbox.db.query<{ sum: string }>('select sum(balance)::text as sum from ledger_accounts'))[0]!
      .sum,
  );
