import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { startProviderEmulator } from '../../sandbox/platform/auth/phone-provider/emulator';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { providerSteps } from './phone-provider-helpers';

/**
 * SPEC §7's phone-code provider (firebase) against its own local emulator: the page has the
 * provider send the code and trade it for an ID token, and the platform registers or logs in by
 * that token (SPEC §3 firebaseChannel sms, firebaseIdToken; the platform's page, C 6852–6890).
 * The token is taken through the platform's front, as a page's provider SDK takes it. Attacks: a
 * token replayed, one for another number, a forged unsigned one, one with its claims edited.
 */
let emulator: Awaited<ReturnType<typeof startProviderEmulator>>;
let sandbox: TestSandbox;
beforeAll(async () => {
  emulator = await startProviderEmulator('demo-croupier');
  sandbox = await startTestSandbox({ phoneProviderEmulator: emulator.host });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  emulator?.stop();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await route('firebase');
});

const route = (value: 'platform' | 'firebase') =>
  sandbox.request({ method: 'POST', url: '/sandbox/settings', payload: { key: 'phoneCodeRoute', value } });

let counter = 0;
const freshNumber = () =>
  `95${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
const freshIp = () => `10.77.${counter % 250}.${counter++ % 250}`;

/** Waits into the next whole second: the provider stamps its tokens in seconds. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1001 - (Date.now() % 1000)));

/** What the page's provider SDK does: send a code through the platform's front, then sign in with it. */
async function providerStep(path: string, body: unknown) {
  const answer = await sandbox.app.inject({
    method: 'POST',
    url: `/identitytoolkit.googleapis.com/v1/${path}?key=demo-croupier-key`,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
    payload: JSON.stringify(body),
  });
  return {
    status: answer.statusCode,
    body: answer.json(),
    cors: answer.headers['access-control-allow-origin'],
  };
}

/** The page's provider SDK taking an ID token for a number (phone-provider-helpers.ts). */
const idTokenFor = (mobile: string, dialing?: string) => providerSteps(sandbox).idTokenFor(mobile, dialing);

const registration = (mobile: string, idToken: string | undefined, ip = freshIp()) =>
  sandbox.call(
    contract.registerMobile,
    {
      mobileNum: mobile,
      countryDialingCode: '63',
      password: 'Phone2026',
      confirmPassword: 'Phone2026',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      ...(idToken ? { firebaseChannel: 'sms', firebaseIdToken: idToken } : {}),
    },
    { ip },
  );

const providerLogin = (mobile: string, idToken: string, ip = freshIp()) =>
  providerSteps(sandbox).providerLogin(mobile, idToken, ip);

describe('the brand on the provider route', () => {
  it('tells the page in the status answer, with the provider configuration and where its emulator is', async () => {
    const status = (await sandbox.call(contract.systemStatus, {})).body.value as { info: { sms: unknown } };
    expect(status.info.sms).toEqual({
      firebase: true,
      apiKey: 'demo-croupier-key',
      authDomain: 'demo-croupier.firebaseapp.com',
      projectId: 'demo-croupier',
      emulatorUrl: 'http://localhost:80',
    });
    await route('platform');
    expect(
      ((await sandbox.call(contract.systemStatus, {})).body.value as { info: { sms: unknown } }).info.sms,
    ).toEqual({
      firebase: false,
    });
  });

  it("takes an operator's provider configuration, and only a whole one", async () => {
    const setting = (value: unknown) =>
      sandbox.request({ method: 'POST', url: '/sandbox/settings', payload: { key: 'phoneProvider', value } });
    for (const bad of [
      {},
      { apiKey: 'k', authDomain: 'd' },
      { apiKey: '', authDomain: 'd', projectId: 'p' },
      'x',
    ])
      expect((await setting(bad)).status).toBe(400);
    const mine = { apiKey: 'AIza-brand', authDomain: 'brand.firebaseapp.com', projectId: 'brand-prod' };
    expect((await setting(mine)).status).toBe(200);
    const status = (await sandbox.call(contract.systemStatus, {})).body.value as { info: { sms: unknown } };
    expect(status.info.sms).toMatchObject({ firebase: true, ...mine });
  });

  it('registers a number the provider confirmed, logs in by a new token, and takes neither token twice', async () => {
    const mobile = freshNumber();
    const token = await idTokenFor(mobile);
    expectValid(contract.registerMobile, await registration(mobile, token));
    expectFailure(await registration(freshNumber(), token), 400, 'phone_token_invalid');
    // A sign-in within the same second as the first would be the very same token (same claims).
    await nextSecond();
    const login = await idTokenFor(mobile);
    expect(expectValid(contract.login, await providerLogin(mobile, login))).toMatchObject({
      userName: `m63${mobile}`,
    });
    expectFailure(await providerLogin(mobile, login), 400, 'phone_token_invalid');
  });

  it('answers bind_customer_required for a number no account uses, and the page may register with that token', async () => {
    const mobile = freshNumber();
    const token = await idTokenFor(mobile);
    expectFailure(await providerLogin(mobile, token), 400, 'bind_customer_required');
    expectValid(contract.registerMobile, await registration(mobile, token));
  });

  it('refuses a token for another number, a registration without one, and a forged or edited one', async () => {
    const mobile = freshNumber();
    const other = await idTokenFor(freshNumber());
    expect((await registration(mobile, other)).body).toMatchObject({
      errorCode: 'phone_token_invalid',
      value: { reason: 'another_number' },
    });
    expect((await registration(mobile, undefined)).body).toMatchObject({
      errorCode: 'phone_token_invalid',
      value: { reason: 'missing' },
    });
    const [header, body] = other.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = (change: Record<string, unknown>) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.`;
    const phone_number = `+63${mobile}`;
    expect(
      (await registration(mobile, forged({ phone_number, sub: 'nobody', user_id: 'nobody' }))).body,
    ).toMatchObject({
      value: { reason: 'unknown_user' },
    });
    expect((await registration(mobile, forged({ phone_number }))).body).toMatchObject({
      value: { reason: 'unknown_user' },
    });
    expect((await registration(mobile, forged({ aud: 'another-project' }))).body).toMatchObject({
      value: { reason: 'audience' },
    });
    expect((await registration(mobile, forged({ exp: 1_000 }))).body).toMatchObject({
      value: { reason: 'expired' },
    });
    expect((await registration(mobile, `${other}c2ln`)).body).toMatchObject({
      value: { reason: 'unsigned' },
    });
    expect((await sandbox.call(contract.memberInfo, {})).status).toBe(401);
  });

  it('fails the provider step a switch names, once, as the provider answers it', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/phone-provider/failure',
      payload: { error: 'QUOTA_EXCEEDED', on: 'send' },
    });
    const phoneNumber = `+63${freshNumber()}`;
    const refused = await providerStep('accounts:sendVerificationCode', { phoneNumber, recaptchaToken: 'x' });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { message: 'QUOTA_EXCEEDED' } },
      cors: 'http://localhost:8080',
    });
    expect(
      (await providerStep('accounts:sendVerificationCode', { phoneNumber, recaptchaToken: 'x' })).status,
    ).toBe(200);
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/phone-provider/failure',
      payload: { error: 'SESSION_EXPIRED', on: 'verify' },
    });
    expect(
      (await providerStep('accounts:signInWithPhoneNumber', { sessionInfo: 'x', code: '123456' })).body,
    ).toMatchObject({
      error: { message: 'SESSION_EXPIRED' },
    });
  });
});

describe("a login from a new network on the provider's route (LOGINIPVERF3)", () => {
  it("proves the SMS step with the provider's token for the bound number, and nothing else", async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/flags',
      payload: { modId: 'LOGINIPVERF3', enabled: true },
    });
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/accounts/demomember/login-addresses',
      payload: { addresses: ['203.0.113.7'] },
    });
    const ip = '198.51.100.77';
    const step = (proof: Record<string, unknown>) =>
      sandbox.call(
        contract.loginVerification,
        { username: 'demomember', password: 'Demo2026', method: 'S', mobileNum: '9171234567', ...proof },
        { ip },
      );
    expect((await step({ verificationCode: '123456' })).body).toMatchObject({
      errorCode: 'login_verify_failed',
      value: { field: 'verificationCode' },
    });
    expect((await step({ firebaseIdToken: await idTokenFor(freshNumber()) })).body).toMatchObject({
      errorCode: 'phone_token_invalid',
      value: { reason: 'another_number' },
    });
    expectValid(contract.loginVerification, await step({ firebaseIdToken: await idTokenFor('9171234567') }));
  });
});

describe('the brand on its own SMS route', () => {
  it('refuses a provider login, and a registration still needs the platform SMS code', async () => {
    const mobile = freshNumber();
    const token = await idTokenFor(mobile);
    await route('platform');
    expectFailure(await providerLogin(mobile, token), 403, 'feature_disabled');
    expectFailure(await registration(mobile, token), 400, 'sms_code_invalid');
  });
});
