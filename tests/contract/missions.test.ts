import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { DEPOSIT_WEEK, missionDriver, SPINS_TODAY, SPINS_WEEK, WAGER_TODAY } from './mission-helpers';
import { pointsDriver } from './points-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * Missions over HTTP (SPEC §2 missionLeaderboard): progress counted from the member's real rounds
 * and deposits in the mission's GMT+8 period, a claim pays once through the ledger from the
 * promotions budget, and the week's leaderboard ranks members by valid bets, masked.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof pointsDriver>;
let m: ReturnType<typeof missionDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = pointsDriver(sandbox);
  m = missionDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const promotions = async () =>
  (
    await sandbox.db.query<{ balance: number }>(
      "select balance from ledger_accounts where kind = 'promotions' and owner_id is null",
    )
  )[0]!.balance;

describe('missions', () => {
  it('start at nothing for a new member, in the request’s language', async () => {
    const { token } = await p.member(0, false);
    const missions = await m.list(token);
    expect(missions.available).toBe(0);
    expect(missions.list.map((x) => [x.id, x.period, x.metric, x.goal, x.progress, x.state])).toEqual([
      [SPINS_TODAY, 'daily', 'spins', 10, 0, 'in_progress'],
      [WAGER_TODAY, 'daily', 'valid_bet', 500, 0, 'in_progress'],
      [DEPOSIT_WEEK, 'weekly', 'deposit', 100, 0, 'in_progress'],
      [SPINS_WEEK, 'weekly', 'spins', 100, 0, 'in_progress'],
    ]);
    expect(missions.list[0]!.title).toBe('Play 10 spins today');
    expect((await m.list(token, 'ES')).list[0]!.title).toBe('Juega 10 giros hoy');
    const day = missions.list[0]!;
    expect(day.periodEnd - day.periodStart).toBe(86_400_000);
    expect(new Date(day.periodStart).getUTCHours()).toBe(16);
    expect(await m.available(token)).toBe(0);
  });

  it('count the spins played and their stakes, and pay a done one once through the ledger', async () => {
    const { token, username } = await p.member(100, false);
    await p.play(token, username, Array(10).fill(1));
    const missions = await m.list(token);
    expect(missions.available).toBe(1);
    expect(missions.list.find((x) => x.id === SPINS_TODAY)).toMatchObject({
      progress: 10,
      percent: 100,
      state: 'claimable',
    });
    expect(missions.list.find((x) => x.id === WAGER_TODAY)).toMatchObject({ progress: 10, percent: 2 });
    expect(missions.list.find((x) => x.id === SPINS_WEEK)).toMatchObject({ progress: 10, percent: 10 });
    expect(await m.available(token)).toBe(1);

    const walletBefore = await p.wallet(username);
    const budgetBefore = await promotions();
    const claim = await m.claim(token, SPINS_TODAY);
    expect(claim).toMatchObject({
      missionId: SPINS_TODAY,
      reward: 2,
      periodStart: missions.list[0]!.periodStart,
    });
    expect(await p.wallet(username)).toBeCloseTo(walletBefore + 2, 2);
    expect(await promotions()).toBe(budgetBefore - 200);
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 1, total: 200 });
    expect(await m.mission(token, SPINS_TODAY)).toMatchObject({ state: 'claimed', percent: 100 });
    expect(await m.available(token)).toBe(0);
    // Claimed this period under another request id: refused, nothing more paid.
    expectFailure(await m.claimCall(token, SPINS_TODAY), 409, 'mission_already_claimed');
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 1, total: 200 });
  });

  it('count paid deposits only, in the GMT+8 week', async () => {
    const { token, username } = await p.member(0, false);
    const deposits = depositDriver(sandbox);
    const pending = await deposits.order(token, { methodId: 'bank', amount: 100 });
    expect((await m.mission(token, DEPOSIT_WEEK)).progress).toBe(0);
    const failed = await deposits.order(token, { methodId: 'bank', amount: 100 });
    await deposits.settle(failed.orderNo, 'fail');
    expect((await m.mission(token, DEPOSIT_WEEK)).progress).toBe(0);
    await deposits.settle(pending.orderNo, 'pay');
    expect(await m.mission(token, DEPOSIT_WEEK)).toMatchObject({ progress: 100, state: 'claimable' });
    expect((await m.claim(token, DEPOSIT_WEEK)).reward).toBe(10);
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 1, total: 1_000 });
  });

  it('refuse a mission not done with its progress, and one that does not exist', async () => {
    const { token, username } = await p.member(100, false);
    await p.play(token, username, [1, 1, 1]);
    const refused = await m.claimCall(token, SPINS_TODAY);
    expectFailure(refused, 409, 'mission_not_complete');
    expect(refused.body.value).toEqual({ progress: 3, goal: 10 });
    expectFailure(await m.claimCall(token, 999), 404, 'not_found');
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 0, total: 0 });
  });

  it('start a daily mission again the next GMT+8 day, and let it be claimed again', async () => {
    const { token, username } = await p.member(100, false);
    await p.play(token, username, Array(10).fill(1));
    await m.claim(token, SPINS_TODAY);
    // A day goes by: the member's rounds and claim are moved a day back (the session and sealed
    // calls would not outlive a clock moved a day on).
    await sandbox.db.query(
      `update game_rounds set created_at = created_at - interval '1 day', settled_at = settled_at - interval '1 day'
        where account_id = (select id from accounts where username = $1)`,
      [username],
    );
    await sandbox.db.query(
      `update mission_claims set period_start = period_start - interval '1 day'
        where account_id = (select id from accounts where username = $1)`,
      [username],
    );
    expect(await m.mission(token, SPINS_TODAY)).toMatchObject({ progress: 0, state: 'in_progress' });
    expectFailure(await m.claimCall(token, SPINS_TODAY), 409, 'mission_not_complete');
    await p.play(token, username, Array(10).fill(1));
    expect((await m.claim(token, SPINS_TODAY)).reward).toBe(2);
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 2, total: 400 });
  });

  it('refuse a claim the promotions budget cannot pay, paying nothing', async () => {
    const { token, username } = await p.member(100, false);
    await p.play(token, username, Array(10).fill(1));
    await sandbox.request({ method: 'POST', url: '/sandbox/points/budget', payload: { amount: 1 } });
    expectFailure(await m.claimCall(token, SPINS_TODAY), 409, 'mission_unavailable');
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 0, total: 0 });
    expect((await m.mission(token, SPINS_TODAY)).state).toBe('claimable');
  });
});

describe('the weekly leaderboard', () => {
  it('ranks members by the week’s valid bets, masked, with the member’s own row', async () => {
    const high = await p.member(1_000, false);
    const low = await p.member(1_000, false);
    await p.play(high.token, high.username, [100, 100]);
    await p.play(low.token, low.username, [1]);
    const board = await m.board(low.token);
    const masked = (u: string) => `${u.slice(0, 2)}***${u.slice(-1)}`;
    const highRow = board.list.find((r) => r.username === masked(high.username));
    expect(highRow?.validBet).toBe(200);
    expect(board.me).toMatchObject({ username: masked(low.username), validBet: 1 });
    expect(board.me!.rank).toBeGreaterThan(highRow!.rank);
    expect(board.list.every((r) => r.username.includes('***'))).toBe(true);
    expect(board.list.map((r) => r.rank)).toEqual(board.list.map((_, i) => i + 1));
    expect(board.weekEnd - board.weekStart).toBe(7 * 86_400_000);
    // Monday: the week starts on a GMT+8 Monday.
    expect(new Date(board.weekStart + 8 * 3_600_000).getUTCDay()).toBe(1);
    const fresh = await p.member(0, false);
    expect((await m.board(fresh.token)).me).toBeNull();
  });

  it('asks for a token and a real account', async () => {
    expectFailure(await sandbox.call(contract.missionLeaderboard, {}), 401, 'CUSTOMER_NOT_LOGIN');
    const trial = await sandbox.login('demotrial');
    expectFailure(
      await sandbox.call(contract.missionList, {}, { token: trial }),
      403,
      'in_need_true_account',
    );
  });
});
