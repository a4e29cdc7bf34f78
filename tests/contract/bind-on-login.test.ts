import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { WEAK_DEFAULT_PASSWORD } from '../../sandbox/tools/seed/brand';
import { expectFailure, expectValid, type TestSandbox } from './harness';
import { forged, providerSteps, startProviderSandbox } from './phone-provider-helpers';

/**
 * "Log in with an existing account" after a provider login answered bind_customer_required: the
 * platform's page keeps `{type: 'firebase', firebaseChannel, firebaseIdToken}` and merges it into
 * the next username and password login (C 6662–6667, 7505–7516). The platform checks the token
 * before the password, logs in as any password login, and binds the token's number to the account
 * when the account has none and nobody holds the number; only a bind spends the token.
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
  // The reset keeps accounts as they are: these two start each test with no number and no failure.
  await sandbox.db.query(
    "update accounts set dialing_code = null, mobile = null, failed_logins = 0 where username in ('demoweak', 'demoexpired')",
  );
});

/**
 * Another token for the same number: the emulator's tokens carry no signature and their times are
 * in seconds, so two taken within one second are the same token.
 */
async function anotherTokenFor(mobile: string) {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  return steps.idTokenFor(mobile);
}

/** The page's password login with the kept provider arguments merged in, as `Object.assign` does. */
const passwordLogin = (username: string, password: string, idToken: string) =>
  sandbox.call(
    contract.login,
    {
      username,
      password,
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
    },
    { ip: steps.freshIp() },
  );

const numberOf = async (username: string) =>
  (
    await sandbox.db.query<{ mobile: string | null; failed_logins: number }>(
      'select mobile, failed_logins from accounts where username = $1',
      [username],
    )
  )[0]!;

/** A number no account uses, its provider token, and the login refused with bind_customer_required. */
async function unboundNumber() {
  const mobile = steps.freshNumber();
  const token = await steps.idTokenFor(mobile);
  expectFailure(await steps.providerLogin(mobile, token), 400, 'bind_customer_required');
  return { mobile, token };
}

describe('a password login carrying the provider token of an unbound number', () => {
  it('logs in and binds the number to an account that has none; the number then logs in to it', async () => {
    const { mobile, token } = await unboundNumber();
    const result = expectValid(
      contract.login,
      await passwordLogin('demoweak', WEAK_DEFAULT_PASSWORD, token),
    ) as { userName: string };
    expect(result.userName).toBe('demoweak');
    expect((await numberOf('demoweak')).mobile).toBe(mobile);
    // Bound, and proved: a later provider login by the number opens this account.
    const next = await anotherTokenFor(mobile);
    expect(expectValid(contract.login, await steps.providerLogin(mobile, next))).toMatchObject({
      userName: 'demoweak',
    });
  });

  it('keeps the token through a wrong password, and binds on the retry', async () => {
    const { mobile, token } = await unboundNumber();
    expectFailure(await passwordLogin('demoweak', 'Wrong2026', token), 401, 'login_failed');
    expect((await numberOf('demoweak')).mobile).toBeNull();
    expectValid(contract.login, await passwordLogin('demoweak', WEAK_DEFAULT_PASSWORD, token));
    expect((await numberOf('demoweak')).mobile).toBe(mobile);
  });

  it('leaves an account that has a number with its own, and the token unspent for a registration', async () => {
    const { token } = await unboundNumber();
    expectValid(contract.login, await passwordLogin('demomember', 'Demo2026', token));
    expect((await numberOf('demomember')).mobile).toBe('9171234567');
    expectValid(contract.registerAuto, await steps.registerAuto(token));
  });

  it('leaves a number another account took meanwhile with that account', async () => {
    const { mobile, token } = await unboundNumber();
    expectValid(contract.registerAuto, await steps.registerAuto(await anotherTokenFor(mobile)));
    expectValid(contract.login, await passwordLogin('demoweak', WEAK_DEFAULT_PASSWORD, token));
    expect((await numberOf('demoweak')).mobile).toBeNull();
  });
});

describe('a password login carrying a provider token refuses before the password is checked', () => {
  it('a forged, expired or other-project token, and binds nothing', async () => {
    const { token } = await unboundNumber();
    const theirs = `+63${steps.freshNumber()}`;
    for (const [bad, reason] of [
      [forged(token, { phone_number: theirs }), undefined],
      [forged(token, { exp: 1_000 }), 'expired'],
      [forged(token, { aud: 'another-project' }), 'audience'],
    ] as const) {
      // A wrong password: were it checked first, the answer would be login_failed, and counted.
      const answer = await passwordLogin('demoweak', 'Guess2026', bad);
      expectFailure(answer, 400, 'phone_token_invalid');
      if (reason) expect(answer.body.value).toMatchObject({ reason });
    }
    // No guess at the password was counted, and nothing was bound.
    expect(await numberOf('demoweak')).toEqual({ mobile: null, failed_logins: 0 });
  });

  it('a token replayed after it bound its number, even with the right password of another account', async () => {
    const { token } = await unboundNumber();
    expectValid(contract.login, await passwordLogin('demoweak', WEAK_DEFAULT_PASSWORD, token));
    const replay = await passwordLogin('demoexpired', 'Demo2026', token);
    expectFailure(replay, 400, 'phone_token_invalid');
    expect(replay.body.value).toMatchObject({ reason: 'spent' });
    expect((await numberOf('demoexpired')).mobile).toBeNull();
  });

  it('a brand whose codes do not go through the provider', async () => {
    const { token } = await unboundNumber();
    await steps.route('platform');
    expectFailure(await passwordLogin('demoweak', 'Guess2026', token), 403, 'feature_disabled');
    expect((await numberOf('demoweak')).failed_logins).toBe(0);
  });
});
