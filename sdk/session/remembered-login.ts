import { REMEMBER_COOKIES, REMEMBER_MAX_AGE_SECONDS } from './keys';

/**
 * What "remember me" keeps: never the password.
 *
 * @example
 * const remembered: RememberedLogin | undefined = croupier.auth.rememberedLogin();
 * if (remembered) usernameInput.value = remembered.username;
 */
export interface RememberedLogin {
  readonly username: string;
  readonly loginType: 'username' | 'sms';
  readonly dialingCode?: string;
}

/**
 * The cookie jar the helpers use: `document` in a browser.
 *
 * @example
 * const jar: CookieJar = { cookie: '' }; // a test's own jar instead of `document`
 * const croupier = createCroupier({ merchant: 'CROUPIER', environment: { cookies: () => jar } });
 */
export interface CookieJar {
  cookie: string;
}

function readCookie(jar: CookieJar, name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = jar.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

function writeCookie(jar: CookieJar, name: string, value: string, maxAge: number, secure: boolean) {
  jar.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads the remembered username and login type, if any. */
export function readRememberedLogin(jar: CookieJar): RememberedLogin | undefined {
  const username = readCookie(jar, REMEMBER_COOKIES.username);
  if (!username) return undefined;
  const type = readCookie(jar, REMEMBER_COOKIES.loginType) === 'sms' ? 'sms' : 'username';
  const dialingCode = readCookie(jar, REMEMBER_COOKIES.dialingCode);
  return { username, loginType: type, ...(dialingCode ? { dialingCode } : {}) };
}

/** Pages served over HTTPS mark their cookies Secure, so they never travel over plain HTTP. */
const overHttps = () => globalThis.location?.protocol === 'https:';

/**
 * Remembers the username and login type for one day (SPEC §9). SPEC also keeps the password;
 * we deliberately do not: a password in a cookie can be read by any script on the page.
 */
export function rememberLogin(jar: CookieJar, login: RememberedLogin, secure = overHttps()) {
  writeCookie(jar, REMEMBER_COOKIES.username, login.username, REMEMBER_MAX_AGE_SECONDS, secure);
  writeCookie(jar, REMEMBER_COOKIES.loginType, login.loginType, REMEMBER_MAX_AGE_SECONDS, secure);
  if (login.dialingCode)
    writeCookie(jar, REMEMBER_COOKIES.dialingCode, login.dialingCode, REMEMBER_MAX_AGE_SECONDS, secure);
}

export function forgetLogin(jar: CookieJar) {
  for (const name of Object.values(REMEMBER_COOKIES)) writeCookie(jar, name, '', 0, false);
}
