import { describe, expect, it } from 'vitest';
import { PlatformError } from '../client/platform-error';
import { createSessionStore, memoryStorage } from '../session/session-store';
import { createState } from '../state/create-state';
import { createEmitter } from '../state/events';
import { authActions } from './auth';
import type { Core, Environment } from './core';
import { modalActions } from './modals';
import { phoneLoginActions, type phoneCodeActions } from './phone-codes';

const LOGIN = {
  token: 'tok',
  userName: 'player40715382',
  customerId: 9,
  accountType: 0,
  firstTimeLogin: true,
  passwordExpired: false,
  changePasswordRequired: false,
};

/**
 * A runtime on the provider's route whose platform knows no account for the number; its password
 * logins answer `passwordLogins` in turn (a refusal to throw, or a login).
 */
function runtime(passwordLogins: (PlatformError | 'ok')[] = []) {
  const state = createState();
  const events = createEmitter();
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    call: async (endpoint: { name: string }, input: Record<string, unknown>) => {
      calls.push({ name: endpoint.name, input });
      if (endpoint.name === 'login' && input.password !== undefined) {
        const answer = passwordLogins.shift();
        if (answer !== 'ok') throw answer;
        return { ...LOGIN, userName: input.username };
      }
      if (endpoint.name === 'login')
        throw new PlatformError('bind_customer_required', 'No account uses this phone number', 400);
      if (endpoint.name === 'registerAuto') return LOGIN;
      if (endpoint.name === 'loginInfo') return { changePasswordRequired: false };
      return {};
    },
  };
  const cookies = { cookie: '' };
  const local = memoryStorage();
  const env = {
    cookies: () => cookies,
    localStorage: () => local,
    host: () => 'casino.example',
  } as unknown as Environment;
  const core = {
    client,
    state,
    events,
    env,
    session: createSessionStore(memoryStorage()),
    languages: ['ES'],
  } as unknown as Core;
  let tokens = 0;
  const codes = {
    byProvider: () => true,
    idToken: async () => `id-token-${++tokens}`,
  } as unknown as ReturnType<typeof phoneCodeActions>;
  const auth = authActions(core, modalActions(core), async () => undefined);
  const phone = phoneLoginActions(core, codes, auth);
  const navigations: string[] = [];
  events.on('navigate', ({ path }) => navigations.push(path));
  return { phone, calls, state, navigations };
}

const FORM = { mobile: ' 9171234567 ', dialingCode: '63', code: '123456' };

describe('a provider login of a number no account uses', () => {
  it('keeps its token for registerUnboundNumber, which registers with it and logs in', async () => {
    const { phone, calls, state, navigations } = runtime();
    await expect(phone.loginWithCode(FORM)).rejects.toMatchObject({ code: 'bind_customer_required' });
    expect(state.session.value).toBeFalsy();
    await phone.registerUnboundNumber({ affiliateCode: ' FRIEND10 ' });
    const registration = calls.find((c) => c.name === 'registerAuto')!.input;
    expect(registration).toMatchObject({
      registerMethod: 'WEB',
      domain: 'casino.example',
      affiliateCode: 'FRIEND10',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token-1',
      login: true,
    });
    expect(registration.loginDeviceId).toEqual(expect.any(String));
    expect(state.session.value).toMatchObject({ account: 'player40715382' });
    expect(navigations).toEqual(['/']);
  });

  it('sends the token once: a second registration has none to send', async () => {
    const { phone, calls } = runtime();
    await expect(phone.loginWithCode(FORM)).rejects.toBeTruthy();
    await phone.registerUnboundNumber();
    await expect(phone.registerUnboundNumber()).rejects.toMatchObject({ code: 'bind_customer_required' });
    expect(calls.filter((c) => c.name === 'registerAuto')).toHaveLength(1);
  });

  it('forgets the token when the player chooses another way in', async () => {
    const { phone, calls } = runtime();
    await expect(phone.loginWithCode(FORM)).rejects.toBeTruthy();
    phone.forgetUnboundNumber();
    await expect(phone.registerUnboundNumber()).rejects.toMatchObject({ code: 'bind_customer_required' });
    expect(calls.some((c) => c.name === 'registerAuto')).toBe(false);
  });

  it('sends an affiliate code only when there is one', async () => {
    const { phone, calls } = runtime();
    await expect(phone.loginWithCode(FORM)).rejects.toBeTruthy();
    await phone.registerUnboundNumber({ affiliateCode: '  ' });
    expect(calls.find((c) => c.name === 'registerAuto')!.input).not.toHaveProperty('affiliateCode');
  });
});

describe('"log in with an existing account" after a provider login of a number no account uses', () => {
  const PASSWORD_FORM = { username: ' player1 ', password: 'Secret2026' };
  const passwordLogins = (calls: { name: string; input: Record<string, unknown> }[]) =>
    calls.filter((c) => c.name === 'login' && c.input.password !== undefined).map((c) => c.input);

  it("carries the token on the password login, as the platform's page merges it, then drops it", async () => {
    const { phone, calls, state } = runtime(['ok', 'ok']);
    await expect(phone.loginWithCode(FORM)).rejects.toMatchObject({ code: 'bind_customer_required' });
    phone.useExistingAccount();
    await phone.loginBindingNumber(PASSWORD_FORM);
    expect(state.session.value).toMatchObject({ account: 'player1' });
    await phone.loginBindingNumber(PASSWORD_FORM);
    const [first, second] = passwordLogins(calls);
    expect(first).toMatchObject({
      username: 'player1',
      password: 'Secret2026',
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token-1',
    });
    // Spent by the first: the next password login is a plain one.
    expect(second).toMatchObject({ type: 'username' });
    expect(second).not.toHaveProperty('firebaseIdToken');
    // Nor can the kept token register once the player chose an existing account.
    await expect(phone.registerUnboundNumber()).rejects.toMatchObject({ code: 'bind_customer_required' });
  });

  it('keeps the token through a wrong password, and drops one the platform refused', async () => {
    const wrong = new PlatformError('login_failed', 'Incorrect username or password', 401);
    const refused = new PlatformError('phone_token_invalid', 'The phone number could not be confirmed', 400);
    const { phone, calls } = runtime([wrong, refused, 'ok']);
    await expect(phone.loginWithCode(FORM)).rejects.toBeTruthy();
    phone.useExistingAccount();
    await expect(phone.loginBindingNumber(PASSWORD_FORM)).rejects.toBe(wrong);
    await expect(phone.loginBindingNumber(PASSWORD_FORM)).rejects.toBe(refused);
    await phone.loginBindingNumber(PASSWORD_FORM);
    expect(passwordLogins(calls).map((input) => input.firebaseIdToken)).toEqual([
      'id-token-1',
      'id-token-1',
      undefined,
    ]);
  });

  it('sends no token once the player left the choice', async () => {
    const { phone, calls } = runtime(['ok']);
    await expect(phone.loginWithCode(FORM)).rejects.toBeTruthy();
    phone.useExistingAccount();
    phone.forgetUnboundNumber();
    await phone.loginBindingNumber(PASSWORD_FORM);
    expect(passwordLogins(calls)[0]).not.toHaveProperty('firebaseIdToken');
  });
});
