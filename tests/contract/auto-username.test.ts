import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, expectValid, type TestSandbox } from './harness';
import { sealForTest } from './seal';
import { realClient } from './conformance/real-client';
import { providerSteps, startProviderSandbox } from './phone-provider-helpers';

/**
 * The platform's auto-username registration (`PUT enc /wps/member/register/autoUsername`, the
 * page's `registerAuto`, C 6990–7080): a provider login of a number no account uses answers
 * bind_customer_required, and "register new" sends the same ID token alone; the platform makes an
 * account for the token's number with a generated username and no password, and logs it in.
 */
let sandbox: TestSandbox;
let close: () => Promise<void>;
let steps: ReturnType<typeof providerSteps>;
beforeAll(async () => {
  ({ sandbox, close } = await startProviderSandbox());
  steps = providerSteps(sandbox);
}, 120_000);
afterAll(() => close?.());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await steps.route('firebase');
});

const accountOf = async (mobile: string) =>
  (
    await sandbox.db.query<{ username: string; password_hash: string; parent_id: number | null }>(
      "select username, password_hash, parent_id from accounts where dialing_code = '63' and mobile = $1",
      [mobile],
    )
  )[0];

describe('registerAuto', () => {
  it('registers the number of a login refused with bind_customer_required, and logs the member in', async () => {
    const mobile = steps.freshNumber();
    const token = await steps.idTokenFor(mobile);
    expectFailure(await steps.providerLogin(mobile, token), 400, 'bind_customer_required');
    const result = expectValid(contract.registerAuto, await steps.registerAuto(token)) as {
      token: string;
      userName: string;
      firstTimeLogin: boolean;
    };
    expect(result.userName).toMatch(/^player\d{8}$/);
    expect(result.firstTimeLogin).toBe(true);
    const info = await sandbox.call(contract.memberInfo, {}, { token: result.token });
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ account: result.userName });
    // The number is the account's: a later provider login by it opens the same account.
    await new Promise((resolve) => setTimeout(resolve, 1001 - (Date.now() % 1000)));
    const again = expectValid(
      contract.login,
      await steps.providerLogin(mobile, await steps.idTokenFor(mobile)),
    );
    expect(again).toMatchObject({ userName: result.userName });
  });

  it('gives the account no password any login could match', async () => {
    const mobile = steps.freshNumber();
    const result = expectValid(
      contract.registerAuto,
      await steps.registerAuto(await steps.idTokenFor(mobile)),
    ) as { userName: string };
    expect((await accountOf(mobile))?.password_hash).toBe('!');
    for (const password of ['!', '', 'undefined', 'null', result.userName])
      expect(
        (await sandbox.call(contract.login, { username: result.userName, password, type: 'username' }))
          .status,
        password,
      ).toBeGreaterThanOrEqual(400);
  });

  it("applies the affiliate code as a registration does: an agent's makes a downline", async () => {
    const mobile = steps.freshNumber();
    expectValid(
      contract.registerAuto,
      await steps.registerAuto(await steps.idTokenFor(mobile), { affiliateCode: 'AGENT1' }),
    );
    const [agent] = await sandbox.db.query<{ id: number }>(
      "select id from accounts where username = 'agentone'",
    );
    expect((await accountOf(mobile))?.parent_id).toBe(agent!.id);
  });

  it('is in the brand tree as FIREBASECREATEACC3, on in the seed', async () => {
    const answer = await sandbox.call(contract.whitelabel, {});
    expect(JSON.stringify(answer.body.value)).toContain('"modId":"FIREBASECREATEACC3","enabled":"1"');
  });
});

describe('PUT enc /wps/member/register/autoUsername as the real page sends it (C 6990–7000, 7031–7046; C 2583)', () => {
  it('opens the sealed body with loginDeviceId and answers the login in the envelope', async () => {
    const page = realClient(sandbox, '10.27.9.9');
    const mobile = steps.freshNumber();
    const token = await steps.idTokenFor(mobile);
    // What $_register builds on a page at http://localhost:8080/ with no stored code: getCode()
    // answers the host's first label as the code ('www' for a host without one) and the host as the
    // domain, no referralCode (undefined, so absent from the JSON); getRegUrl() rewrites a localhost
    // address (C 26826–26855); smsTemplate is localStorage.getItem, null when unset (C 6998).
    const sealed = sealForTest((await page.modulus()).body, {
      registerUrl: 'http:/www.localhost.com/',
      registerMethod: 'WEB',
      affiliateCode: 'www',
      domain: 'localhost',
      firebaseChannel: 'sms',
      firebaseIdToken: token,
      login: true,
      smsTemplate: null,
      loginDeviceId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    });
    const answer = await page.send(
      'PUT',
      '/wps/member/register/autoUsername',
      { value: sealed.value },
      { encryption: sealed.header },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { success: boolean; value: { token: string; userName: string } };
    expect(body.success).toBe(true);
    // Then the page logs in with the answer as after a login (C 7055–7080: loginInfo(res)).
    expect(body.value.token).toMatch(/^\S{32,}$/);
    expect((await page.get('/wps/member/info', body.value.token)).statusCode).toBe(200);
  });
});
