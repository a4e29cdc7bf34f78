import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { Balance, LoginResult, MemberInfo } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const loginAs = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  sandbox.call(contract.login, { username, password, type: 'username', ...extra });

async function captchaAnswer(key: string, username?: string) {
  const image = expectValid(
    contract.captcha,
    await sandbox.call(contract.captcha, username ? { key, username } : { key }),
  ) as string;
  expect(Buffer.from(image, 'base64').subarray(1, 4).toString()).toBe('PNG');
  const answer = await sandbox.request({ method: 'GET', url: `/sandbox/captcha?key=${key}` });
  return (answer.body.value as { answer: string }).answer;
}

describe('login by username', () => {
  it('returns a session token with the login facts', async () => {
    const result = expectValid(contract.login, await loginAs('demomember', 'Demo2026')) as LoginResult;
    expect(result.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(result).toMatchObject({
      userName: 'demomember',
      accountType: 0,
      passwordExpired: false,
      firstTimeLogin: false,
    });
  });

  it('trims nothing itself but matches usernames without regard to case', async () => {
    expectValid(contract.login, await loginAs('DEMOMEMBER', 'Demo2026'));
  });

  it('reports an expired password and a first login', async () => {
    const expired = expectValid(contract.login, await loginAs('demoexpired', 'Demo2026')) as LoginResult;
    expect(expired.passwordExpired).toBe(true);
    const weak = expectValid(contract.login, await loginAs('demoweak', 'abc123456')) as LoginResult;
    expect(weak.firstTimeLogin).toBe(true);
  });

  it('asks for a captcha after three failures, then accepts the right one once', async () => {
    for (const attempt of [1, 2]) {
      const answer = await loginAs('agenttwo', `wrong${attempt}`);
      expectFailure(answer, 401, 'login_failed');
      expect(answer.body.value).toEqual({ captcha: false });
    }
    const third = await loginAs('agenttwo', 'wrong3');
    expect(third.body.value).toEqual({ captcha: true });
    expectFailure(await loginAs('agenttwo', 'Demo2026'), 400, 'captcha_required');

    const key = 'k'.repeat(22);
    const answer = await captchaAnswer(key, 'agenttwo');
    expectFailure(
      await loginAs('agenttwo', 'Demo2026', { captcha: 'ZZZZ', captchaKey: key }),
      400,
      'captcha_invalid',
    );
    // The failed guess spent the image: the right answer no longer works with it.
    expectFailure(
      await loginAs('agenttwo', 'Demo2026', { captcha: answer, captchaKey: key }),
      400,
      'captcha_invalid',
    );
    const fresh = await captchaAnswer(key, 'agenttwo');
    expectValid(
      contract.login,
      await loginAs('agenttwo', 'Demo2026', { captcha: fresh.toLowerCase(), captchaKey: key }),
    );
  });

  it('treats unknown usernames like known ones, so the captcha flag reveals nothing', async () => {
    for (let i = 0; i < 2; i++)
      expect((await loginAs('nobody_here', 'x')).body.value).toEqual({ captcha: false });
    expect((await loginAs('nobody_here', 'x')).body.value).toEqual({ captcha: true });
  });

  it('slows a client address that keeps guessing, with TOO_MANY_REQUESTS', async () => {
    let last;
    for (let i = 0; i < 31; i++) last = await loginAs(`guess_${i}`, 'x');
    expectFailure(last!, 429, 'TOO_MANY_REQUESTS');
  });

  it('refuses a payload that is not sealed, or sealed for another key', async () => {
    expectFailure(
      await sandbox.request({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: 'demomember', password: 'Demo2026' },
      }),
      400,
      'invalid_request',
    );
    expectFailure(
      await sandbox.request({
        method: 'POST',
        url: '/wps/session/login',
        headers: { encryption: 'AAAA' },
        payload: { value: 'AAAA' },
      }),
      400,
      'decrypt_failed',
    );
  });

  it('validates the opened payload field by field', async () => {
    expectFailure(
      await sandbox.call(contract.login, { username: '', password: 'x', type: 'username' }),
      400,
      'invalid_request',
    );
    expectFailure(
      await sandbox.call(contract.login, { username: 'a', password: 'x', type: 'email' }),
      400,
      'invalid_request',
    );
  });
});

describe('session, member and balance', () => {
  it('shows the member and balance to the token holder only', async () => {
    const token = await sandbox.login('agent41');
    const member = expectValid(
      contract.memberInfo,
      await sandbox.call(contract.memberInfo, {}, { token }),
    ) as MemberInfo;
    expect(member).toMatchObject({ account: 'agent41', type: 41, toUpline: false });
    const balance = expectValid(
      contract.balance,
      await sandbox.call(contract.balance, {}, { token }),
    ) as Balance;
    expect(balance).toMatchObject({ sumBalance: 80000, currencySymbol: 'P', currency: 'PHP' });
    expectFailure(await sandbox.call(contract.balance, {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectFailure(
      await sandbox.call(contract.balance, {}, { token: 'forged-token' }),
      401,
      'user.or.token.invalid',
    );
  });

  it('revokes the token at logout', async () => {
    const token = await sandbox.login();
    expectValid(contract.logout, await sandbox.call(contract.logout, {}, { token }));
    expectFailure(await sandbox.call(contract.memberInfo, {}, { token }), 401, 'user.or.token.invalid');
    expectFailure(await sandbox.call(contract.logout, {}, { token }), 401, 'user.or.token.invalid');
  });

  it('stores the language preference of the member', async () => {
    const token = await sandbox.login();
    expectValid(
      contract.languagePreference,
      await sandbox.call(contract.languagePreference, { language: 'EN' }, { token }),
    );
    const member = expectValid(
      contract.memberInfo,
      await sandbox.call(contract.memberInfo, {}, { token }),
    ) as MemberInfo;
    expect(member.language).toBe('EN');
    expectFailure(
      await sandbox.call(contract.languagePreference, { language: 'english' }, { token }),
      400,
      'invalid_request',
    );
  });
});

describe('captcha', () => {
  it('draws a PNG per key and refuses malformed keys', async () => {
    await captchaAnswer('a'.repeat(22));
    expectFailure(await sandbox.call(contract.captcha, { key: 'short' }), 400, 'invalid_request');
    expectFailure(
      await sandbox.call(contract.captcha, { key: 'bad key with spaces!!' }),
      400,
      'invalid_request',
    );
  });

  it('answers the RSA modulus as bare hex text, to a fetch that sends nothing but a cache bypass', async () => {
    const key = await sandbox.app.inject({
      method: 'GET',
      url: `${contract.rsaKey.path}?t=${Date.now()}`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(key.statusCode).toBe(200);
    expect(key.body).toMatch(/^[0-9a-f]{256}$/);
    expect(key.headers['content-type']).toMatch(/^text\/plain/);
  });

  it("publishes the optional hybrid cipher's key as JSON", async () => {
    const key = expectValid(contract.hybridKey, await sandbox.call(contract.hybridKey, {})) as {
      publicKey: string;
    };
    expect(Buffer.from(key.publicKey, 'base64').length).toBeGreaterThan(250);
  });
});
