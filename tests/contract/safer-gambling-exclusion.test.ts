import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { Exclusion, SystemStatus } from '../../sdk/contract';
import { exclusionUntil } from '../../sdk/shared-rules/safer-gambling';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { partnerDriver } from './partner-helpers';
import { protectionDriver } from './safer-gambling-helpers';
import { withdrawDriver } from './withdraw-helpers';

/**
 * Time-outs and self-exclusions (beyond SPEC): immediate, not to be shortened, refusing login, game
 * launches and deposits with their end, while withdrawals already asked for still pay out. And
 * the age gate of registration, and the clock switch the e2e journeys lean on.
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

const HOUR = 3_600_000;
const login = (username: string, password = 'Good2026') =>
  sandbox.call(contract.login, { username, password, type: 'username' });

describe('a time-out', () => {
  it('starts at once, ends every session, and refuses login with its end until then', async () => {
    const { username, token } = await p.player();
    const other = await sandbox.login(username, 'Good2026');
    const before = Date.now();
    const taken = expectValid(
      contract.protectionExclude,
      await p.exclude(token, { kind: 'timeOut', duration: '24h', password: 'Good2026' }),
    ) as Exclusion;
    expect(taken.kind).toBe('timeOut');
    expect(taken.until).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(taken.until).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    for (const session of [token, other])
      expectFailure(
        await sandbox.call(contract.balance, {}, { token: session }),
        401,
        'user.or.token.invalid',
      );
    const refused = await login(username);
    expectFailure(refused, 403, 'account_excluded');
    expect(refused.body.value).toEqual(taken);
    // Without the password nothing is learnt: the answer of any wrong password.
    const guessed = await login(username, 'Wrong2026');
    expectFailure(guessed, 401, 'login_failed');
    expect(JSON.stringify(guessed.body)).not.toContain('until');

    await p.advance(24 * HOUR + 60_000);
    const back = expectValid(contract.login, await login(username)) as { token: string };
    const { list } = await p.history(back.token);
    expect(list).toEqual([
      expect.objectContaining({ change: 'time_out', source: 'player', until: taken.until }),
    ]);
  });

  it('is refused with the wrong password or a duration of the other kind, and then nothing changes', async () => {
    const { token } = await p.player();
    const wrong = await p.exclude(token, { kind: 'timeOut', duration: '7d', password: 'Wrong2026' });
    expectFailure(wrong, 400, 'password_incorrect');
    const mixed = await p.exclude(token, { kind: 'timeOut', duration: '6m', password: 'Good2026' });
    expectFailure(mixed, 400, 'field_invalid');
    expect(mixed.body.value).toEqual({ field: 'duration' });
    expectValid(contract.balance, await sandbox.call(contract.balance, {}, { token }));
    expect((await p.history(token)).totalCount).toBe(0);
  });
});

describe('a self-exclusion', () => {
  it('lasts its months on the calendar and refuses login until its end', async () => {
    const { username, token } = await p.player();
    const before = Date.now();
    const taken = expectValid(
      contract.protectionExclude,
      await p.exclude(token, { kind: 'selfExclusion', duration: '6m', password: 'Good2026' }),
    ) as Exclusion;
    expect(taken.until).toBeGreaterThanOrEqual(exclusionUntil('6m', before));
    expect(taken.until).toBeLessThanOrEqual(exclusionUntil('6m', Date.now()));
    const refused = await login(username);
    expectFailure(refused, 403, 'account_excluded');
    expect(refused.body.value).toEqual({ kind: 'selfExclusion', until: taken.until });
  });

  it('refuses launches, free demos and deposits of a session opened before it began, with its end', async () => {
    const { username, token } = await p.player(500);
    // As if the operator had excluded the account while this session was open.
    const until = Date.now() + 7 * 24 * HOUR;
    await sandbox.db.query(
      `insert into protection_exclusions (account_id, kind, duration, started_at, until)
       select id, 'timeOut', '7d', now(), $2 from accounts where username = $1`,
      [username, new Date(until)],
    );
    const launch = await sandbox.call(
      contract.launchGame,
      { nodeId: 1, vassalage: 'PG', ...GAME_LAUNCH_DEFAULTS, merchantCode: 'CROUPIER', language: 'ES' },
      { token },
    );
    expectFailure(launch, 403, 'account_excluded');
    expect(launch.body.value).toEqual({ kind: 'timeOut', until });
    const demo = await sandbox.call(contract.gameTrialLaunch, { nodeId: '1' }, { token });
    expectFailure(demo, 403, 'account_excluded');
    const deposit = await depositDriver(sandbox).create(token, { methodId: 'ewallet', amount: 100 });
    expectFailure(deposit, 403, 'account_excluded');
    expect(deposit.body.value).toEqual({ kind: 'timeOut', until });
  });

  it('leaves withdrawals already asked for to pay out', async () => {
    const { token } = await p.player(1_000);
    const withdrawals = withdrawDriver(sandbox);
    const payout = await withdrawals.prepare(token);
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 300 });
    expectValid(
      contract.protectionExclude,
      await p.exclude(token, { kind: 'selfExclusion', duration: '1y', password: 'Good2026' }),
    );
    const paid = await withdrawals.pay(order.orderNo);
    expect(paid.status).toBe('awaiting_confirmation');
    // The player cannot log in to confirm it: the brand's auto-receive time does (30 minutes on).
    await p.advance(31 * 60_000);
    const status = async () =>
      (
        await sandbox.db.query<{ status: string }>(
          'select status from withdrawal_orders where order_no = $1',
          [order.orderNo],
        )
      )[0]!.status;
    for (let waited = 0; waited < 5_000 && (await status()) !== 'forced_received'; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await status()).toBe('forced_received');
  });

  it('gives a partner no ticket for its excluded player', async () => {
    const partners = partnerDriver(sandbox);
    const partner = await partners.addPartner(`sgp${Date.now() % 100000}`);
    const { ticket } = await partners.ticketFor(partner, 'player-1');
    const token = (
      expectValid(contract.loginWithTicket, await partners.exchange(ticket)) as { token: string }
    ).token;
    expectValid(
      contract.protectionExclude,
      await p.exclude(token, { kind: 'timeOut', duration: '24h', password: 'unused' }),
    );
    const refused = await partners.signedCall(
      contract.partnerSignOnTicket,
      { playerId: 'player-1' },
      partner,
    );
    expectFailure(refused, 403, 'account_excluded');
  });
});

describe('the age gate of registration', () => {
  const brandAge = async () =>
    (
      expectValid(
        contract.systemStatus,
        await sandbox.call(contract.systemStatus, { url: 'localhost' }),
      ) as SystemStatus
    ).info.settings.minimumAge;
  const setting = (value: unknown) =>
    sandbox.request({ method: 'POST', url: '/sandbox/settings', payload: { key: 'minimumAge', value } });

  it('asks the player to confirm 18, or 21 where the brand requires it', async () => {
    expect(await brandAge()).toBe(18);
    const key = `age-${Date.now()}-abcdefgh`;
    const missing = await sandbox.call(contract.register, {
      username: `age${Date.now() % 1e6}x`,
      password: 'Good2026',
      confirmPassword: 'Good2026',
      captcha: 'XXXX',
      captchaKey: key,
      registerMethod: 'WEB',
      login: true,
    });
    expectFailure(missing, 400, 'age_confirmation_required');
    expect(missing.body.value).toEqual({ field: 'ageConfirmed', minimumAge: 18 });

    expect((await setting(21)).status).toBe(200);
    expect(await brandAge()).toBe(21);
    const strict = await sandbox.call(contract.registerMobile, {
      mobileNum: '9170000001',
      password: 'Good2026',
      confirmPassword: 'Good2026',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: false,
    });
    expectFailure(strict, 400, 'age_confirmation_required');
    expect(strict.body).toMatchObject({
      message: 'Please confirm you are 21 years old',
      value: { field: 'ageConfirmed', minimumAge: 21 },
    });
    const { token } = await p.player();
    expect((await p.state(token)).minimumAge).toBe(21);
  });

  it('is switched to 18 or 21 only, and back to 18 by the reset', async () => {
    expectFailure(await setting(19), 400, 'invalid_request');
    expectFailure(await setting('21'), 400, 'invalid_request');
    expect((await setting(21)).status).toBe(200);
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    expect(await brandAge()).toBe(18);
  });
});

describe('the clock switch', () => {
  it('moves the platform’s time forward only, and back to the wall clock at a reset', async () => {
    const clock = async () => (await sandbox.request({ method: 'GET', url: '/sandbox/clock' })).body.value;
    expect(await clock()).toMatchObject({ offsetMs: 0 });
    for (const bad of [{ advanceMs: -1 }, { advanceMs: 0 }, { reset: false }, {}, { advanceMs: 1.5 }])
      expect((await sandbox.request({ method: 'POST', url: '/sandbox/clock', payload: bad })).status).toBe(
        400,
      );
    const moved = await p.advance(2 * HOUR);
    expect(moved.offsetMs).toBe(2 * HOUR);
    expect(moved.now).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR - 1_000);
    expect((await p.advance(HOUR)).offsetMs).toBe(3 * HOUR);
    // The database dates its own rows by the same clock.
    const [row] = await sandbox.db.query<{ ahead: number }>(
      'select extract(epoch from sandbox_now() - now())::float8 * 1000 as ahead',
    );
    expect(row!.ahead).toBe(3 * HOUR);
    const back = await sandbox.request({ method: 'POST', url: '/sandbox/clock', payload: { reset: true } });
    expect(back.body.value).toMatchObject({ offsetMs: 0 });
    await p.advance(HOUR);
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    expect(await clock()).toMatchObject({ offsetMs: 0 });
    expect(sandbox.instance.sandbox.now().getTime()).toBeLessThanOrEqual(Date.now());
  });
});
