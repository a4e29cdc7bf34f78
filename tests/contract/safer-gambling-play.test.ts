import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { STATEMENT_MAX_DAYS } from '../../sdk/contract';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { expectFailure, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { protectionDriver } from './safer-gambling-helpers';
import { withdrawDriver } from './withdraw-helpers';

/**
 * Safer gambling in play (beyond SPEC): the loss limit the game vendor enforces, the reality check's
 * figures, the session limit the platform holds, and the activity statement, all from the ledger.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof protectionDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = protectionDriver(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const MINUTE = 60_000;
const cents = (minor: number) => minor / 100;

describe('loss limits', () => {
  it('refuse at the game vendor a stake that would pass the net loss of the period', async () => {
    const { username, token } = await p.player(500);
    await p.setLimit(token, { kind: 'loss', period: 'day', value: 20 });
    const launch = await p.lottery(token);
    expect((await p.bet(launch, 10)).status).toBe(200);
    const second = await p.bet(launch, 10);
    expect(second.status).toBe(200);
    const refused = await p.bet(launch, 1);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: 'loss_limit_exceeded',
      value: { period: 'day', remaining: 0 },
    });
    const day = p.limitIn(await p.state(token), 'loss', 'day');
    const ledger = await p.ledgerPlay(username);
    expect(day).toMatchObject({ value: 20, used: cents(ledger.staked - ledger.won), remaining: 0 });
    // A refunded round is no loss: its share comes back.
    const roundId = (second.body.value as { roundId: number }).roundId;
    const cancel = await sandbox.instance.games.inject({
      method: 'POST',
      url: '/play/api/lottery/cancel',
      payload: { launch, roundId },
    });
    expect(cancel.statusCode).toBe(200);
    expect(p.limitIn(await p.state(token), 'loss', 'day')).toMatchObject({ used: 10, remaining: 10 });
    expect((await p.bet(launch, 10)).status).toBe(200);
  });
});

describe('the reality check', () => {
  it('shows the time played and the net position of this session, from the ledger', async () => {
    const { username, token } = await p.player(500);
    const loggedIn = Date.now();
    await sandbox.call(contract.protectionRealityCheck, { minutes: 15 }, { token });
    await p.setLimit(token, { kind: 'session', value: 120 });
    const fresh = await p.session(token);
    expect(fresh.startedAt).toBeLessThanOrEqual(loggedIn);
    expect(fresh).toMatchObject({ staked: 0, won: 0, net: 0, realityCheckMinutes: 15 });
    expect(fresh.nextCheckAt).toBe(fresh.startedAt + 15 * MINUTE);
    expect(fresh.endsAt).toBe(fresh.startedAt + 120 * MINUTE);

    const launch = await p.lottery(token);
    const bet = await p.bet(launch, 10);
    await p.draw(launch, (bet.body.value as { roundId: number }).roundId);
    await p.bet(launch, 5);
    // Twenty minutes on (the clock switch), with the game still running: the second reminder is next.
    await p.advance(20 * MINUTE);
    const later = await p.session(token);
    const ledger = await p.ledgerPlay(username, new Date(fresh.startedAt));
    expect(later).toMatchObject({
      startedAt: fresh.startedAt,
      staked: cents(ledger.staked),
      won: cents(ledger.won),
      net: cents(ledger.won - ledger.staked),
      nextCheckAt: fresh.startedAt + 30 * MINUTE,
    });
    expect(later.staked).toBe(15);
    expect(later.now - later.startedAt).toBeGreaterThanOrEqual(20 * MINUTE);
  });
});

describe('the session limit', () => {
  it('ends the session at the limit, says so once, and records it as the platform’s doing', async () => {
    const { username, token } = await p.player();
    await p.setLimit(token, { kind: 'session', value: 15 });
    const { startedAt } = await p.session(token);
    await p.advance(16 * MINUTE);
    const ended = await sandbox.call(contract.balance, {}, { token });
    expectFailure(ended, 401, 'session_limit_reached');
    expect(ended.body.value).toEqual({ endedAt: startedAt + 15 * MINUTE });
    expectFailure(await sandbox.call(contract.balance, {}, { token }), 401, 'user.or.token.invalid');
    const again = await sandbox.login(username, 'Good2026');
    const events = (await p.history(again)).list.filter((e) => e.change === 'session_limit_reached');
    expect(events).toEqual([
      { at: startedAt + 15 * MINUTE, source: 'system', change: 'session_limit_reached', kind: 'session' },
    ]);
  });

  it('is held by the game too, for a player who never looks back at the portal', async () => {
    const { token } = await p.player(100);
    await p.setLimit(token, { kind: 'session', value: 15 });
    const launch = await p.lottery(token);
    expect((await p.bet(launch, 1)).status).toBe(200);
    await p.advance(16 * MINUTE);
    const refused = await p.bet(launch, 1);
    expect(refused.status).toBe(401);
    expect(refused.body.errorCode).toBe('session_limit_reached');
    expect((await p.bet(launch, 1)).body.errorCode).toBe('launch_expired');
  });
});

describe('the account activity statement', () => {
  it('sums deposits, withdrawals less refused ones, stakes and wins per GMT+8 day, as the ledger has them', async () => {
    const { username, token } = await p.player(1_000);
    const deposits = depositDriver(sandbox);
    const withdrawals = withdrawDriver(sandbox);
    await deposits.autoSettle(null);
    const paid = await deposits.order(token, { methodId: 'ewallet', amount: 300 });
    await deposits.settle(paid.orderNo, 'pay');
    await deposits.order(token, { methodId: 'ewallet', amount: 70 }); // waiting: no money moved yet
    const payout = await withdrawals.prepare(token);
    await withdrawals.order(token, { payoutAccountId: payout, amount: 200 });
    const refused = await withdrawals.order(token, { payoutAccountId: payout, amount: 150 });
    await withdrawals.reject(refused.orderNo);
    const launch = await p.lottery(token);
    const bet = await p.bet(launch, 20);
    await p.draw(launch, (bet.body.value as { roundId: number }).roundId);
    await p.bet(launch, 5);

    const today = platformDay(Date.now());
    const statement = await p.statement(token, { from: today, to: today });
    const ledger = await p.ledgerPlay(username);
    const figures = {
      deposits: 300,
      withdrawals: 200,
      staked: cents(ledger.staked),
      won: cents(ledger.won),
      net: cents(ledger.won - ledger.staked),
    };
    expect(statement).toEqual({
      from: today,
      to: today,
      totals: figures,
      days: [{ day: today, ...figures }],
    });
    expect(figures.staked).toBe(25);

    // The next day (the clock switch) is a day of its own.
    await p.advance(24 * 60 * MINUTE);
    const again = await sandbox.login(username, 'Good2026');
    const tomorrow = platformDay(Date.now() + 24 * 60 * MINUTE);
    await p.bet(await p.lottery(again), 2);
    const both = await p.statement(again, { from: today, to: tomorrow });
    expect(both.days.map((d) => d.day)).toEqual([tomorrow, today]);
    expect(both.days[0]).toMatchObject({ deposits: 0, withdrawals: 0, staked: 2, won: 0, net: -2 });
    // Opening a game the next day refunded the round left open (the bet of 5): it is no stake on
    // either day, rather than a negative one on the day of the refund.
    expect(both.days[1]).toMatchObject({ staked: 20 });
    expect(both.totals.staked).toBe(22);
  });

  it('covers at most a year of days that have begun', async () => {
    const { token } = await p.player();
    const now = Date.now();
    const day = (offset: number) => platformDay(now + offset * 86_400_000);
    expect((await p.statement(token, { from: day(1 - STATEMENT_MAX_DAYS), to: day(0) })).days).toEqual([]);
    for (const [range, reason] of [
      [{ from: day(-STATEMENT_MAX_DAYS), to: day(0) }, 'too_long'],
      [{ from: day(0), to: day(1) }, 'future'],
      [{ from: day(0), to: day(-1) }, 'order'],
    ] as const) {
      const answer = await sandbox.call(contract.activityStatement, range, { token });
      expectFailure(answer, 400, 'date_range_invalid');
      expect(answer.body.value).toEqual({ reason });
    }
  });
});
