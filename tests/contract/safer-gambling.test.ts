import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { LIMIT_COOLING_OFF_MS, type ProtectionState } from '../../sdk/contract';
import { limitPeriodWindow } from '../../sdk/shared-rules/safer-gambling';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { protectionDriver } from './safer-gambling-helpers';

/**
 * Safer gambling's limits over HTTP (beyond SPEC): deposit and loss limits the sandbox enforces,
 * the 24 hours a raise waits (with the clock switch), and the history of every change.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof protectionDriver>;
let deposits: ReturnType<typeof depositDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = protectionDriver(sandbox);
  deposits = depositDriver(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  // Orders stay waiting unless a test pays them: waiting ones count against a limit too.
  await deposits.autoSettle(null);
});

const ewallet = (amount: number) => ({ methodId: 'ewallet', amount });

describe('deposit limits', () => {
  it('hold at once, count waiting and paid orders, and refuse a deposit over what is left', async () => {
    const { token } = await p.player();
    const before = Date.now();
    const set = expectValid(
      contract.protectionSetLimit,
      await p.setLimit(token, { kind: 'deposit', period: 'day', value: 150 }),
    ) as ProtectionState;
    expect(p.limitIn(set, 'deposit', 'day')).toEqual({
      kind: 'deposit',
      period: 'day',
      value: 150,
      used: 0,
      remaining: 150,
      periodEndsAt: limitPeriodWindow('day', before).endMs,
      pending: null,
    });
    expect(set.limits).toHaveLength(7);
    const first = await deposits.order(token, ewallet(100));
    expect(p.limitIn(await p.state(token), 'deposit', 'day')).toMatchObject({ used: 100, remaining: 50 });
    const over = await deposits.create(token, ewallet(60));
    expectFailure(over, 403, 'deposit_limit_exceeded');
    expect(over.body.value).toEqual({ period: 'day', remaining: 50 });
    expect(over.body.message).toContain('50.00');
    // Reaching the limit exactly is allowed; a failed order gives its share back.
    await deposits.order(token, ewallet(50));
    expectFailure(await deposits.create(token, ewallet(50)), 403, 'deposit_limit_exceeded');
    expect((await deposits.settle(first.orderNo, 'fail')).status).toBe(200);
    expect(p.limitIn(await p.state(token), 'deposit', 'day')).toMatchObject({ used: 50, remaining: 100 });
    await deposits.order(token, ewallet(100));
  });

  it('name the tightest of the periods that a deposit would pass', async () => {
    const { token } = await p.player();
    expectValid(
      contract.protectionSetLimit,
      await p.setLimit(token, { kind: 'deposit', period: 'month', value: 500 }),
    );
    expectValid(
      contract.protectionSetLimit,
      await p.setLimit(token, { kind: 'deposit', period: 'week', value: 120 }),
    );
    await deposits.order(token, ewallet(100));
    const refused = await deposits.create(token, ewallet(50));
    expectFailure(refused, 403, 'deposit_limit_exceeded');
    expect(refused.body.value).toEqual({ period: 'week', remaining: 20 });
    const state = await p.state(token);
    expect(p.limitIn(state, 'deposit', 'month')).toMatchObject({ value: 500, used: 100, remaining: 400 });
    expect(p.limitIn(state, 'deposit', 'day')).toMatchObject({ value: null, used: 100, pending: null });
    expect(p.limitIn(state, 'deposit', 'day')).not.toHaveProperty('remaining');
  });

  it('refuse values that are no limit, and a period where none belongs or is missing', async () => {
    const { token } = await p.player();
    for (const [input, field] of [
      [{ kind: 'deposit', period: 'day', value: 0 }, 'value'],
      [{ kind: 'loss', period: 'week', value: 10.005 }, 'value'],
      [{ kind: 'session', value: 10 }, 'value'],
      [{ kind: 'session', value: 60, period: 'day' }, 'period'],
      [{ kind: 'deposit', value: 100 }, 'period'],
    ] as const) {
      const answer = await p.setLimit(token, input);
      expectFailure(answer, 400, 'field_invalid');
      expect(answer.body.value).toMatchObject({ field });
    }
    expect((await p.history(token)).totalCount).toBe(0);
  });
});

describe('raising or removing a limit', () => {
  it('waits 24 hours, then needs the player to confirm it', async () => {
    const { username, token } = await p.player();
    await p.setLimit(token, { kind: 'deposit', period: 'day', value: 100 });
    const asked = Date.now();
    const raised = expectValid(
      contract.protectionSetLimit,
      await p.setLimit(token, { kind: 'deposit', period: 'day', value: 500 }),
    ) as ProtectionState;
    const { pending } = p.limitIn(raised, 'deposit', 'day');
    expect(p.limitIn(raised, 'deposit', 'day').value).toBe(100);
    expect(pending).toMatchObject({ value: 500 });
    expect(pending!.requestedAt).toBeGreaterThanOrEqual(asked);
    expect(pending!.effectiveAt).toBe(pending!.requestedAt + LIMIT_COOLING_OFF_MS);
    // Until then the old limit holds, and confirming is too early.
    expectFailure(await deposits.create(token, ewallet(150)), 403, 'deposit_limit_exceeded');
    const early = await p.confirm(token, { kind: 'deposit', period: 'day', action: 'confirm' });
    expectFailure(early, 409, 'limit_confirm_too_early');
    expect(early.body.value).toEqual({ effectiveAt: pending!.effectiveAt });

    // A day later (the sandbox's clock): the session idled out meanwhile, as it would have.
    await p.advance(LIMIT_COOLING_OFF_MS + 60_000);
    expectFailure(await sandbox.call(contract.balance, {}, { token }), 401, 'user.or.token.invalid');
    const again = await sandbox.login(username, 'Good2026');
    expect(p.limitIn(await p.state(again), 'deposit', 'day')).toMatchObject({ value: 100, pending });
    const confirmed = expectValid(
      contract.protectionConfirmLimit,
      await p.confirm(again, { kind: 'deposit', period: 'day', action: 'confirm' }),
    ) as ProtectionState;
    expect(p.limitIn(confirmed, 'deposit', 'day')).toMatchObject({ value: 500, pending: null });
    await deposits.order(again, ewallet(150));
    expectFailure(
      await p.confirm(again, { kind: 'deposit', period: 'day', action: 'confirm' }),
      404,
      'not_found',
    );
  });

  it('can be cancelled at any time, and a lower value meanwhile holds at once and drops it', async () => {
    const { token } = await p.player();
    await p.setLimit(token, { kind: 'loss', period: 'week', value: 200 });
    await p.setLimit(token, { kind: 'loss', period: 'week', value: null });
    const cancelled = expectValid(
      contract.protectionConfirmLimit,
      await p.confirm(token, { kind: 'loss', period: 'week', action: 'cancel' }),
    ) as ProtectionState;
    expect(p.limitIn(cancelled, 'loss', 'week')).toMatchObject({ value: 200, pending: null });
    await p.setLimit(token, { kind: 'loss', period: 'week', value: 300 });
    const lowered = expectValid(
      contract.protectionSetLimit,
      await p.setLimit(token, { kind: 'loss', period: 'week', value: 150 }),
    ) as ProtectionState;
    expect(p.limitIn(lowered, 'loss', 'week')).toMatchObject({ value: 150, pending: null });
  });

  it('keeps its first 24 hours when asked again, and a session limit waits the same way', async () => {
    const { token } = await p.player();
    await p.setLimit(token, { kind: 'session', value: 60 });
    const first = p.limitIn(
      expectValid(
        contract.protectionSetLimit,
        await p.setLimit(token, { kind: 'session', value: 120 }),
      ) as ProtectionState,
      'session',
    );
    expect(first).toMatchObject({ kind: 'session', value: 60, pending: { value: 120 } });
    const second = p.limitIn(
      expectValid(
        contract.protectionSetLimit,
        await p.setLimit(token, { kind: 'session', value: 120 }),
      ) as ProtectionState,
      'session',
    );
    expect(second.pending).toEqual(first.pending);
    const removal = p.limitIn(
      expectValid(
        contract.protectionSetLimit,
        await p.setLimit(token, { kind: 'session', value: null }),
      ) as ProtectionState,
      'session',
    );
    expect(removal.pending).toMatchObject({ value: null });
    expect(removal.pending!.effectiveAt).toBeGreaterThanOrEqual(first.pending!.effectiveAt);
  });
});

describe('the history of changes', () => {
  it('records each change with its time, its source and what it moved, newest first', async () => {
    const { token } = await p.player();
    const before = Date.now();
    await p.setLimit(token, { kind: 'deposit', period: 'day', value: 100 });
    await p.setLimit(token, { kind: 'deposit', period: 'day', value: 80 });
    await p.setLimit(token, { kind: 'deposit', period: 'day', value: 200 });
    await p.confirm(token, { kind: 'deposit', period: 'day', action: 'cancel' });
    expectValid(
      contract.protectionRealityCheck,
      await sandbox.call(contract.protectionRealityCheck, { minutes: 30 }, { token }),
    );
    // Setting what already holds changes nothing, and records nothing.
    await p.setLimit(token, { kind: 'deposit', period: 'day', value: 80 });
    await sandbox.call(contract.protectionRealityCheck, { minutes: 30 }, { token });
    const after = Date.now();
    const { list, totalCount } = await p.history(token);
    expect(totalCount).toBe(5);
    expect(list.map((e) => e.change)).toEqual([
      'reality_check_set',
      'limit_raise_cancelled',
      'limit_raise_requested',
      'limit_lowered',
      'limit_set',
    ]);
    for (const event of list) {
      expect(event.source).toBe('player');
      expect(event.at).toBeGreaterThanOrEqual(before);
      expect(event.at).toBeLessThanOrEqual(after);
    }
    expect(list[0]).toMatchObject({ from: null, to: 30 });
    expect(list[2]).toMatchObject({ kind: 'deposit', period: 'day', from: 80, to: 200 });
    expect(list[2]!.effectiveAt).toBe(list[2]!.at + LIMIT_COOLING_OFF_MS);
    expect(list[4]).toEqual(
      expect.objectContaining({ kind: 'deposit', period: 'day', from: null, to: 100, source: 'player' }),
    );
    const page = await p.history(token, { pageNo: 2, pageSize: 2 });
    expect(page.list.map((e) => e.change)).toEqual(['limit_raise_requested', 'limit_lowered']);
  });
});
