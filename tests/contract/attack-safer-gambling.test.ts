import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { contract } from '../../sdk/contract/table';
import type { ProtectionState } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { protectionDriver } from './safer-gambling-helpers';

/**
 * Safer gambling under attack: a player in the heat of a session trying to undo their own limits
 * (replays, early confirmations, a shorter exclusion, parallel requests that each fit), a client
 * that ignores the session limit, a trial account, and one member reaching for another's data.
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
  await deposits.autoSettle(null);
});

const MINUTE = 60_000;
const DAY = { kind: 'deposit', period: 'day' } as const;
const stateOf = (answer: Awaited<ReturnType<typeof p.setLimit>>) =>
  expectValid(contract.protectionSetLimit, answer) as ProtectionState;

describe('undoing a limit', () => {
  it('a request id replayed with other content is refused; replayed as it was, it restarts nothing', async () => {
    const { token } = await p.player();
    await p.setLimit(token, { ...DAY, value: 100 });
    const raise = { requestId: 'raise-0001-abcdef', ...DAY, value: 1_000 };
    const first = p.limitIn(stateOf(await p.setLimit(token, raise)), 'deposit', 'day');
    await p.advance(10 * MINUTE);
    const replay = p.limitIn(stateOf(await p.setLimit(token, raise)), 'deposit', 'day');
    expect(replay.pending).toEqual(first.pending);
    expectFailure(await p.setLimit(token, { ...raise, value: 5 }), 409, 'idempotency_conflict');
    expectFailure(await p.setLimit(token, { ...raise, kind: 'loss' }), 409, 'idempotency_conflict');
    expect(p.limitIn(await p.state(token), 'deposit', 'day')).toMatchObject({ value: 100 });
    expect((await p.history(token)).totalCount).toBe(2);
  });

  it('a raise cannot be confirmed before its 24 hours, nor right after asking, nor for another limit', async () => {
    const { username, token } = await p.player();
    await p.setLimit(token, { ...DAY, value: 100 });
    await p.setLimit(token, { ...DAY, value: null });
    expectFailure(await p.confirm(token, { ...DAY, action: 'confirm' }), 409, 'limit_confirm_too_early');
    expectFailure(
      await p.confirm(token, { kind: 'deposit', period: 'week', action: 'confirm' }),
      404,
      'not_found',
    );
    expectFailure(await p.confirm(token, { kind: 'session', action: 'confirm' }), 404, 'not_found');
    expectFailure(
      await p.confirm(token, { ...DAY, period: undefined, action: 'confirm' }),
      400,
      'field_invalid',
    );
    // A minute short of a day later: still too early.
    await p.advance(24 * 60 * MINUTE - MINUTE);
    const again = await sandbox.login(username, 'Good2026');
    expectFailure(await p.confirm(again, { ...DAY, action: 'confirm' }), 409, 'limit_confirm_too_early');
    expectFailure(
      await deposits.create(again, { methodId: 'ewallet', amount: 150 }),
      403,
      'deposit_limit_exceeded',
    );
    // Asking again for the same removal does not buy an earlier end either.
    await p.setLimit(again, { ...DAY, value: null });
    expectFailure(await p.confirm(again, { ...DAY, action: 'confirm' }), 409, 'limit_confirm_too_early');
  });
});

describe('shortening an exclusion', () => {
  it('is impossible: every session ends with it, and a stale token is refused', async () => {
    const { username, token } = await p.player();
    const second = await sandbox.login(username, 'Good2026');
    const long = await p.exclude(token, { kind: 'selfExclusion', duration: '5y', password: 'Good2026' });
    const { until } = expectValid(contract.protectionExclude, long) as { until: number };
    for (const stale of [token, second])
      expectFailure(
        await p.exclude(stale, { kind: 'timeOut', duration: '24h', password: 'Good2026' }),
        401,
        'user.or.token.invalid',
      );
    const refused = await sandbox.call(contract.login, { username, password: 'Good2026', type: 'username' });
    expectFailure(refused, 403, 'account_excluded');
    expect(refused.body.value).toEqual({ kind: 'selfExclusion', until });
    const rows = await sandbox.db.query(
      'select 1 from protection_exclusions e join accounts a on a.id = e.account_id where a.username = $1',
      [username],
    );
    expect(rows).toHaveLength(1);
  });

  it('two sessions racing to exclude leave one exclusion, never a shorter one beside it', async () => {
    const { username, token } = await p.player();
    const second = await sandbox.login(username, 'Good2026');
    const answers = await Promise.all([
      p.exclude(token, { kind: 'selfExclusion', duration: '5y', password: 'Good2026' }),
      p.exclude(second, { kind: 'timeOut', duration: '24h', password: 'Good2026' }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const rows = await sandbox.db.query(
      'select 1 from protection_exclusions e join accounts a on a.id = e.account_id where a.username = $1',
      [username],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('parallel requests that each fit', () => {
  it('cannot deposit past a limit together', async () => {
    const { token } = await p.player();
    await p.setLimit(token, { ...DAY, value: 250 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deposits.create(token, { methodId: 'ewallet', amount: 100 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expectFailure(refused, 403, 'deposit_limit_exceeded');
      expect(refused.body.value).toEqual({ period: 'day', remaining: 50 });
    }
  });

  it('cannot bet past a loss limit together', async () => {
    const { token } = await p.player(500);
    await p.setLimit(token, { kind: 'loss', period: 'day', value: 20 });
    const launch = await p.lottery(token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => p.bet(launch, 5)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused.body).toMatchObject({ errorCode: 'loss_limit_exceeded', value: { remaining: 0 } });
  });
});

describe('the session limit', () => {
  it('holds whatever the client does: it keeps calling, or raises the limit meanwhile', async () => {
    const { token } = await p.player();
    await p.setLimit(token, { kind: 'session', value: 15 });
    // A raise waits 24 hours: it does not stretch this session.
    await p.setLimit(token, { kind: 'session', value: 1_440 });
    await p.advance(16 * MINUTE);
    expectFailure(await sandbox.call(contract.balance, {}, { token }), 401, 'session_limit_reached');
    for (const call of [contract.balance, contract.memberInfo, contract.protectionState] as const)
      expectFailure(await sandbox.call(call, {}, { token }), 401, 'user.or.token.invalid');
  });

  it('lowered below what this session has lasted, ends it at the next call, not the next login', async () => {
    const { token } = await p.player();
    await p.setLimit(token, { kind: 'session', value: 60 });
    await p.advance(20 * MINUTE);
    expectValid(contract.balance, await sandbox.call(contract.balance, {}, { token }));
    await p.setLimit(token, { kind: 'session', value: 15 });
    expectFailure(await sandbox.call(contract.balance, {}, { token }), 401, 'session_limit_reached');
  });
});

describe('who may reach what', () => {
  it('turns trial accounts away from every safer-gambling call', async () => {
    const trial = expectValid(contract.loginFreeplay, await sandbox.call(contract.loginFreeplay, {})) as {
      token: string;
    };
    const calls = [
      [contract.protectionState, {}],
      [contract.protectionSetLimit, { requestId: 'trial-0001-abc', ...DAY, value: 10 }],
      [contract.protectionConfirmLimit, { ...DAY, action: 'cancel' }],
      [contract.protectionRealityCheck, { minutes: 15 }],
      [contract.playSession, {}],
      [contract.protectionExclude, { kind: 'timeOut', duration: '24h', password: 'x' }],
      [contract.activityStatement, { from: '2026-01-01', to: '2026-01-01' }],
      [contract.protectionHistory, {}],
    ] as const;
    for (const [endpoint, input] of calls)
      expectFailure(await sandbox.call(endpoint, input, { token: trial.token }), 403, 'in_need_true_account');
  });

  it('keeps each member to their own limits, history and statement', async () => {
    const a = await p.player();
    const b = await p.player();
    await p.setLimit(a.token, { ...DAY, value: 100 });
    await p.setLimit(a.token, { ...DAY, value: 300 });
    await deposits.order(a.token, { methodId: 'ewallet', amount: 60 });
    // The request id is the member's own: B reusing A's is a new request, not a replay of A's.
    const reused = await p.setLimit(b.token, { requestId: 'shared-0001-abc', ...DAY, value: 50 });
    await p.setLimit(a.token, { requestId: 'shared-0001-abc', ...DAY, value: 90 });
    expect(p.limitIn(stateOf(reused), 'deposit', 'day')).toMatchObject({ value: 50, used: 0 });
    expectFailure(await p.confirm(b.token, { ...DAY, action: 'cancel' }), 404, 'not_found');
    expect((await p.history(b.token)).list.map((e) => e.to)).toEqual([50]);
    const today = platformDay(Date.now());
    expect((await p.statement(b.token, { from: today, to: today })).days).toEqual([]);
  });

  it('takes no confirmation of age other than a yes', async () => {
    const answer = await sandbox.call(contract.register, {
      username: `ageattack${Date.now() % 1e5}`,
      password: 'Good2026',
      confirmPassword: 'Good2026',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: 'true',
    });
    expectFailure(answer, 400, 'invalid_request');
  });
});
