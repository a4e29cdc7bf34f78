import { describe, expect, it } from 'vitest';
import { PlatformError } from '../client/platform-error';
import type { CookieJar } from '../session/remembered-login';
import { createSessionStore, memoryStorage } from '../session/session-store';
import { createState } from '../state/create-state';
import { createEmitter } from '../state/events';
import { authActions } from './auth';
import type { Core, Environment } from './core';
import { modalActions } from './modals';

/** A cookie jar of the page's own: what a partner page or a test hands the runtime instead of `document`. */
function jar(initial = ''): CookieJar {
  const cookies = new Map<string, string>();
  const write = (line: string) => {
    const [pair = '', ...attributes] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (attributes.some((a) => a.trim() === 'max-age=0')) cookies.delete(name.trim());
    else cookies.set(name.trim(), value);
  };
  if (initial) initial.split(';').forEach(write);
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      write(line);
    },
  };
}

const LOGIN = {
  token: 'tok',
  userName: 'demomember',
  customerId: 7,
  accountType: 1,
  firstTimeLogin: false,
  passwordExpired: false,
  changePasswordRequired: false,
};

function runtime(options: { cookies?: CookieJar; refuse?: PlatformError } = {}) {
  const cookies = options.cookies ?? jar();
  const state = createState();
  const events = createEmitter();
  const calls: { name: string; input: unknown }[] = [];
  const client = {
    call: async (endpoint: { name: string }, input: unknown) => {
      calls.push({ name: endpoint.name, input });
      if (endpoint.name === 'login' || endpoint.name === 'loginWithTicket') {
        if (options.refuse) throw options.refuse;
        return LOGIN;
      }
      if (endpoint.name === 'loginInfo') return { changePasswordRequired: false };
      return {};
    },
  };
  const local = memoryStorage();
  const env = { cookies: () => cookies, localStorage: () => local } as unknown as Environment;
  const core = {
    client,
    state,
    events,
    env,
    session: createSessionStore(memoryStorage()),
    languages: ['ES'],
  } as unknown as Core;
  const modals = modalActions(core);
  const auth = authActions(core, modals, async () => undefined);
  const navigations: { path: string; loggedIn: boolean }[] = [];
  events.on('navigate', ({ path }) => navigations.push({ path, loggedIn: !!state.session.value }));
  const started: unknown[] = [];
  events.on('session:started', (detail) => started.push(detail));
  return { auth, navigations, cookies, calls, state, session: core.session, modals, started };
}

describe('after a login (SPEC §2: the product navigates to /)', () => {
  it.each([
    [
      'username and password',
      (auth: ReturnType<typeof authActions>) =>
        auth.loginWithPassword({ username: ' demomember ', password: 'Demo2026' }),
    ],
    [
      'mobile number and SMS code',
      (auth: ReturnType<typeof authActions>) =>
        auth.loginWithSms({ mobile: '9171234567', dialingCode: '63', code: '123456' }),
    ],
  ])('by %s, goes to / once the session has started', async (_how, login) => {
    const { auth, navigations, calls } = runtime();
    await login(auth);
    expect(navigations).toEqual([{ path: '/', loggedIn: true }]);
    // The browser's id rides along, in the real platform's form, the same on every login.
    const sent = calls.find((c) => c.name === 'login')!.input as { loginDeviceId: string };
    expect(sent.loginDeviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('stays where it is when the platform refuses', async () => {
    const { auth, navigations } = runtime({ refuse: new PlatformError('login_failed', 'no', 401) });
    await expect(auth.loginWithPassword({ username: 'x', password: 'y' })).rejects.toThrow();
    expect(navigations).toEqual([]);
  });
});

describe('the remembered login', () => {
  it('is read from the environment’s cookies, not the global document', () => {
    const cookies = jar('rememberUsername=9171234567; rememberLoginType=sms; rememberDialingCode=66');
    expect(runtime({ cookies }).auth.rememberedLogin()).toEqual({
      username: '9171234567',
      loginType: 'sms',
      dialingCode: '66',
    });
    expect(runtime().auth.rememberedLogin()).toBeUndefined();
  });

  it('is kept by "remember me" in that same jar (never the password), and forgotten without it', async () => {
    const { auth, cookies } = runtime();
    await auth.loginWithPassword({ username: 'demomember', password: 'Demo2026', remember: true });
    expect(auth.rememberedLogin()).toEqual({ username: 'demomember', loginType: 'username' });
    expect(cookies.cookie).not.toContain('Demo2026');
    await auth.loginWithPassword({ username: 'demomember', password: 'Demo2026' });
    expect(auth.rememberedLogin()).toBeUndefined();
  });
});

describe('sign-on with a partner’s ticket', () => {
  it('exchanges the ticket and stores the session like a login, without leaving the page', async () => {
    const { auth, calls, state, session, navigations, started, modals } = runtime();
    const done = await auth.loginWithTicket(' ticket-from-the-partner ', { partner: 'demo' });
    expect(done).toEqual({ changePassword: false });
    expect(calls[0]).toEqual({
      name: 'loginWithTicket',
      input: { ticket: 'ticket-from-the-partner', partner: 'demo' },
    });
    expect(session.read()).toMatchObject({ token: 'tok', account: 'demomember', customerId: 7 });
    expect(state.session.value?.token).toBe('tok');
    expect(started).toEqual([{ account: 'demomember', accountType: 1 }]);
    // The partner's page (or frame) decides where the player goes: no navigation to /.
    expect(navigations).toEqual([]);
    expect(modals.isOpen('changePassword')).toBe(false);
  });

  it('sends no partner when the page names none', async () => {
    const { auth, calls } = runtime();
    await auth.loginWithTicket('ticket-from-the-partner');
    expect(calls[0]!.input).toEqual({ ticket: 'ticket-from-the-partner' });
  });

  it('throws the platform’s refusal and stores nothing', async () => {
    const { auth, session, state, started } = runtime({
      refuse: new PlatformError('ticket_used', 'This ticket was already used', 400),
    });
    await expect(auth.loginWithTicket('ticket-from-the-partner')).rejects.toMatchObject({
      code: 'ticket_used',
    });
    expect(session.read()).toBeUndefined();
    expect(state.session.value).toBeUndefined();
    expect(started).toEqual([]);
  });
});
