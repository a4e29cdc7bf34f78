import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';
import { sealForTest } from '../seal';
import { realClient } from './real-client';
import { contract } from '../../../sdk/contract/table';

/**
 * LOGINIPVERF3 as the platform's page drives it (C 25050–25340): a login from an address the
 * account does not know answers `login_verify_required` with the methods it offers in `value`; the
 * page then posts the username, password and one proof, sealed, to /wps/session/login/verification
 * and treats the answer as a login. The SMS proof's code comes from /wps/verification/sms/noLogin.
 */
let sandbox: TestSandbox;
const HOME = '203.0.113.7';
const AWAY = '198.51.100.20';
const DEMO = { username: 'demomember', password: 'Demo2026', email: 'member@croupier.example' };
const DEMO_MOBILE = '9171234567';

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
const flag = (enabled: boolean) =>
  sandbox.request({ method: 'POST', url: '/sandbox/flags', payload: { modId: 'LOGINIPVERF3', enabled } });
/** The account becomes known from `address` only. */
const knownFrom = (address: string) =>
  sandbox.request({
    method: 'POST',
    url: `/sandbox/accounts/${DEMO.username}/login-addresses`,
    payload: { addresses: [address] },
  });
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await flag(true);
  await knownFrom(HOME);
});

interface Answer {
  success: boolean;
  errorCode?: string;
  value?: Record<string, unknown> & { token?: string; field?: string };
}

async function sealed(ip: string, path: string, payload: Record<string, unknown>): Promise<Answer> {
  const page = realClient(sandbox, ip);
  const seal = sealForTest((await page.modulus()).body, payload);
  const answer = await page.send('POST', path, { value: seal.value }, { encryption: seal.header });
  expect(answer.statusCode).toBeLessThan(500);
  return answer.json() as Answer;
}

const login = (ip: string, password = DEMO.password) =>
  sealed(ip, '/wps/session/login', { username: DEMO.username, password, type: 'username' });
const verify = (ip: string, proof: Record<string, unknown>, password = DEMO.password) =>
  sealed(ip, '/wps/session/login/verification', { username: DEMO.username, password, ...proof });

describe('POST enc /wps/session/login from a new address (C 25323 checkLogin2FA)', () => {
  it("asks for a second step, listing the account's bound details, and lets the known address in", async () => {
    expect(await login(AWAY)).toEqual({
      success: false,
      errorCode: 'login_verify_required',
      message: expect.any(String),
      value: { payeeName: false, sms: true, ga: false, email: true },
    });
    expect(await login(HOME)).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('asks nothing with the flag off, and refuses the second step itself', async () => {
    await flag(false);
    expect(await verify(AWAY, { method: 'E', email: DEMO.email })).toMatchObject({
      success: false,
      errorCode: 'feature_disabled',
    });
    expect(await login(AWAY)).toMatchObject({ success: true });
  });

  it('a wrong password never reaches the second step: it fails as any login does', async () => {
    expect(await login(AWAY, 'Wrong2026')).toMatchObject({ success: false, errorCode: 'login_failed' });
  });
});

describe('POST enc /wps/session/login/verification (C 25050–25160)', () => {
  it('E: the bound email (any case) opens the session, and the address is known from then on', async () => {
    expect(await verify(AWAY, { method: 'E', email: 'someone@croupier.example' })).toMatchObject({
      success: false,
      errorCode: 'login_verify_failed',
      value: { field: 'email' },
    });
    const done = await verify(AWAY, { method: 'E', email: ' Member@Croupier.example ' });
    expect(done).toMatchObject({
      success: true,
      value: { token: expect.any(String), userName: DEMO.username },
    });
    const info = await realClient(sandbox, AWAY).get('/wps/member/info', done.value!.token);
    expect((info.json() as Answer).value).toMatchObject({ account: DEMO.username });
    expect(await login(AWAY)).toMatchObject({ success: true });
  });

  it('S: the bound number and the code the page asked for, once', async () => {
    expect(await login(AWAY)).toMatchObject({ errorCode: 'login_verify_required' });
    const sent = await realClient(sandbox, AWAY).send('POST', '/wps/verification/sms/noLogin', {
      countryDialingCode: '63',
      mobileNum: DEMO_MOBILE,
    });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: expect.any(Number) } });
    const outbox = await sandbox.request({ method: 'GET', url: `/sandbox/outbox/sms?mobile=${DEMO_MOBILE}` });
    const code = (outbox.body.value as { code: string }[])[0]!.code;

    // Another number with the right code proves nothing.
    expect(
      await verify(AWAY, { method: 'S', mobileNum: '9170000000', verificationCode: code }),
    ).toMatchObject({
      errorCode: 'login_verify_failed',
      value: { field: 'mobileNum' },
    });
    expect(await verify(AWAY, { method: 'S', mobileNum: DEMO_MOBILE, verificationCode: code })).toMatchObject(
      {
        success: true,
      },
    );
    // Spent: the same proof, sealed afresh, does not open a second session.
    await knownFrom(HOME);
    expect(await verify(AWAY, { method: 'S', mobileNum: DEMO_MOBILE, verificationCode: code })).toMatchObject(
      {
        success: false,
        errorCode: 'sms_code_invalid',
      },
    );
  });

  it('P: the name on a bound bank account, typed in any case and spacing', async () => {
    await flag(false);
    const token = await sandbox.login(DEMO.username);
    await sandbox.call(contract.paymentPasswordSet, { newPassword: '480913' }, { token });
    const card = {
      kind: 'bank',
      bankName: 'BDO',
      holderName: 'Demo Member Cruz',
      cardNumber: '4111111111111111',
    };
    await sandbox.call(contract.payoutAccountAdd, { ...card, paymentPassword: '480913' }, { token });
    await flag(true);
    await knownFrom(HOME);
    expect(await login(AWAY)).toMatchObject({ value: { payeeName: true, sms: true, email: true } });
    expect(await verify(AWAY, { method: 'P', payeeName: 'Demo Member' })).toMatchObject({
      errorCode: 'login_verify_failed',
      value: { field: 'payeeName' },
    });
    expect(await verify(AWAY, { method: 'P', payeeName: ' demo  member CRUZ' })).toMatchObject({
      success: true,
    });
  });

  it('P and G: no bank account and no authenticator are bound, so neither proves anything', async () => {
    expect(await verify(AWAY, { method: 'P', payeeName: 'Demo Member' })).toMatchObject({
      errorCode: 'login_verify_failed',
      value: { field: 'payeeName' },
    });
    expect(await verify(AWAY, { method: 'G', authCode: '123456' })).toMatchObject({
      errorCode: 'login_verify_failed',
      value: { field: 'authCode' },
    });
  });

  it('the right proof with a wrong password opens nothing', async () => {
    expect(await verify(AWAY, { method: 'E', email: DEMO.email }, 'Wrong2026')).toMatchObject({
      success: false,
      errorCode: 'login_failed',
    });
  });

  it('guesses at the proof count with the password failures: from the fourth, a captcha', async () => {
    expect(await login(AWAY)).toMatchObject({ errorCode: 'login_verify_required' });
    for (const guess of ['a@example.com', 'b@example.com']) {
      expect(await verify(AWAY, { method: 'E', email: guess })).toMatchObject({
        errorCode: 'login_verify_failed',
      });
    }
    // The login above and two guesses are three attempts; the right answer now needs the captcha too.
    expect(await verify(AWAY, { method: 'E', email: DEMO.email })).toMatchObject({
      errorCode: 'captcha_required',
    });
  });

  it('asking again from the new address, without the proof, still opens nothing', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await login(AWAY)).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    }
  });
});
