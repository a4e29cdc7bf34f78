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
  const client = {
    call: async (endpoint: { name: string }) => {
      if (endpoint.name === 'login') {
        if (options.refuse) throw options.refuse;
        return LOGIN;
      }
      if (endpoint.name === 'loginInfo') return { changePasswordRequired: false };
      return {};
    },
  };
  const env = { cookies: () => cookies } as unknown as Environment;
  const core = {
    client,
    state,
    events,
    env,
    session: createSessionStore(memoryStorage()),
    languages: ['ES'],
  } as unknown as Core;
  const auth = authActions(core, modalActions(core), async () => undefined);
  const navigations: { path: string; loggedIn: boolean }[] = [];
  events.on('navigate', ({ path }) => navigations.push({ path, loggedIn: !!state.session.value }));
  return { auth, navigations, cookies };
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
    const { auth, navigations } = runtime();
    await login(auth);
    expect(navigations).toEqual([{ path: '/', loggedIn: true }]);
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
