import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, expectValid, type TestSandbox } from './harness';
import { forged, providerSteps, startProviderSandbox } from './phone-provider-helpers';

/**
 * Attacks on the auto-username registration (registerAuto): whoever sends it holds no password, so
 * the provider's ID token is all that stands between an attacker and an account bound to someone
 * else's number. Each refusal leaves nothing registered.
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

const accounts = async () =>
  Number((await sandbox.db.query<{ n: string }>('select count(*) as n from accounts'))[0]!.n);

/** Runs an attack and checks that it created no account. */
async function refusedWithNothingMade(attack: () => Promise<unknown>) {
  const before = await accounts();
  const answer = await attack();
  expect(await accounts()).toBe(before);
  return answer as Awaited<ReturnType<typeof steps.registerAuto>>;
}

describe('registerAuto refuses, and registers nothing for,', () => {
  it('a token forged for a number its sender does not hold', async () => {
    const theirs = `+63${steps.freshNumber()}`;
    const token = await steps.idTokenFor(steps.freshNumber());
    const answer = await refusedWithNothingMade(() =>
      steps.registerAuto(forged(token, { phone_number: theirs })),
    );
    expect(answer.body).toMatchObject({
      errorCode: 'phone_token_invalid',
      value: { reason: 'unknown_user' },
    });
  });

  it('a token made up from nothing', async () => {
    const claims = {
      iss: 'https://securetoken.google.com/demo-croupier',
      aud: 'demo-croupier',
      sub: 'nobody',
      iat: Math.floor(Date.now() / 1000),
      auth_time: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
      phone_number: `+63${steps.freshNumber()}`,
      firebase: { sign_in_provider: 'phone' },
    };
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const made = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const signedLooking = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
    for (const token of [made, signedLooking, 'not-a-token'])
      expect((await refusedWithNothingMade(() => steps.registerAuto(token))).body).toMatchObject({
        errorCode: 'phone_token_invalid',
      });
  });

  it('an expired token, and one for another project', async () => {
    const token = await steps.idTokenFor(steps.freshNumber());
    expect(
      (await refusedWithNothingMade(() => steps.registerAuto(forged(token, { exp: 1_000 })))).body,
    ).toMatchObject({ errorCode: 'phone_token_invalid', value: { reason: 'expired' } });
    expect(
      (await refusedWithNothingMade(() => steps.registerAuto(forged(token, { aud: 'another-project' }))))
        .body,
    ).toMatchObject({ errorCode: 'phone_token_invalid', value: { reason: 'audience' } });
  });

  it('a token replayed after it registered its number', async () => {
    const mobile = steps.freshNumber();
    const token = await steps.idTokenFor(mobile);
    expectValid(contract.registerAuto, await steps.registerAuto(token));
    const again = await refusedWithNothingMade(() => steps.registerAuto(token));
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(['phone_token_invalid', 'mobile_taken']).toContain(again.body.errorCode);
    // Nor does it log in once spent.
    expectFailure(await steps.providerLogin(mobile, token), 400, 'phone_token_invalid');
  });

  it('a number that already has an account, whose token stays good for its login', async () => {
    // demomember's number (the seed binds +63 9171234567).
    const token = await steps.idTokenFor('9171234567');
    expectFailure(await refusedWithNothingMade(() => steps.registerAuto(token)), 409, 'mobile_taken');
    expect(expectValid(contract.login, await steps.providerLogin('9171234567', token))).toMatchObject({
      userName: 'demomember',
    });
  });

  it('a number registered with its trunk zero', async () => {
    const mobile = steps.freshNumber();
    await sandbox.db.query(
      "update accounts set dialing_code = '63', mobile = $1 where username = 'demoweak'",
      [`0${mobile}`],
    );
    const token = await steps.idTokenFor(mobile);
    expectFailure(await refusedWithNothingMade(() => steps.registerAuto(token)), 409, 'mobile_taken');
  });

  it('a brand with FIREBASECREATEACC3 off, or whose codes do not go through the provider', async () => {
    const token = await steps.idTokenFor(steps.freshNumber());
    await steps.flag('FIREBASECREATEACC3', false);
    expectFailure(await refusedWithNothingMade(() => steps.registerAuto(token)), 403, 'feature_disabled');
    await steps.flag('FIREBASECREATEACC3', true);
    await steps.route('platform');
    expectFailure(await refusedWithNothingMade(() => steps.registerAuto(token)), 403, 'feature_disabled');
    // Refused before it was spent: with both back on, the same token registers.
    await steps.route('firebase');
    expectValid(contract.registerAuto, await steps.registerAuto(token));
  });

  it('a token of another channel than SMS', async () => {
    const token = await steps.idTokenFor(steps.freshNumber());
    const answer = await refusedWithNothingMade(() =>
      steps.registerAuto(token, { firebaseChannel: 'google' }),
    );
    expect(answer.status).toBe(400);
  });
});
