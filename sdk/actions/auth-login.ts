import { captcha, login } from '../contract/endpoints/session';
import { toBase64 } from '../client/base64';
import type { LoginResult } from '../contract/entities';
import { trimFields, type LoginKind } from '../rules/login-flow';
import {
  forgetLogin,
  readRememberedLogin,
  rememberLogin,
  type RememberedLogin,
} from '../session/remembered-login';
import type { Core } from './core';
import { deviceId } from '../session/device-id';

/**
 * What the caller should do after a successful login.
 *
 * @example
 * const done = await croupier.auth.loginWithPassword({ username, password });
 * if (done.changePassword) croupier.modals.open('changePassword', { required: true });
 */
export interface LoginDone {
  readonly changePassword: boolean;
}

/**
 * The login form: a captcha only when the system status asks for one.
 *
 * @example
 * const form: PasswordLoginForm = { username: 'player1', password, remember: true };
 * await croupier.auth.loginWithPassword(form);
 */
export interface PasswordLoginForm {
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
  /** Keep the username (never the password) for a day. */
  remember?: boolean;
}

/**
 * A number the phone-code provider proved and no account uses, carried by the password login that
 * follows "log in with an existing account": the platform binds it to the account (the page's
 * `firebaseArgs`, merged into its login, C 7505–7516).
 */
export interface NumberProof {
  readonly type: 'firebase';
  readonly firebaseChannel: 'sms';
  readonly firebaseIdToken: string;
}

/** Starts the session of a login and goes home (auth.ts owns the session's lifecycle). */
type StartAndGoHome = (
  result: LoginResult,
  how: { loginType: LoginKind; typedPassword: string },
) => Promise<LoginDone>;

/** The credential logins (SPEC §3): captcha, username and password, mobile and SMS code, "remember me". */
export function loginActions(core: Core, startAndGoHome: StartAndGoHome) {
  const { client, env } = core;
  return {
    /**
     * A fresh client key for a captcha: 128 random bits, URL-safe.
     *
     * @example
     * const captchaKey = croupier.auth.newCaptchaKey();
     * const imageUrl = await croupier.auth.loadCaptcha(captchaKey, 'player1');
     */
    newCaptchaKey(): string {
      return toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16))).replace(
        /[+/=]/g,
        (c) => ({ '+': '-', '/': '_', '=': '' })[c]!,
      );
    },

    /**
     * Draws a new captcha for `key` and returns it as an image URL. A login captcha names the
     * username it is for: the platform accepts it for that account only.
     *
     * @example
     * const captchaKey = croupier.auth.newCaptchaKey();
     * const imageUrl = await croupier.auth.loadCaptcha(captchaKey, 'player1'); // a data: URL for an <img>
     * const captcha = '7361'; // what the player read in the image
     * await croupier.auth.loginWithPassword({ username: 'player1', password: 'Secret2026', captcha, captchaKey });
     */
    async loadCaptcha(key: string, username?: string): Promise<string> {
      const owner = username?.trim();
      const png = await client.call(captcha, owner ? { key, username: owner } : { key });
      return `data:image/png;base64,${png}`;
    },

    /**
     * Mobile login with an SMS code (SPEC §3: the number as username, the code as password).
     *
     * @example
     * await croupier.auth.loginWithSms({ mobile: '9171234567', dialingCode: '63', code: '482913', remember: true });
     */
    async loginWithSms(form: {
      mobile: string;
      dialingCode: string;
      code: string;
      remember?: boolean;
    }): Promise<LoginDone> {
      const fields = trimFields(form);
      const result = await client.call(login, {
        username: fields.mobile,
        password: fields.code,
        type: 'sms',
        countryDialingCode: fields.dialingCode,
        loginDeviceId: deviceId(env.localStorage()),
      });
      if (form.remember)
        rememberLogin(env.cookies(), {
          username: fields.mobile,
          loginType: 'sms',
          dialingCode: fields.dialingCode,
        });
      else forgetLogin(env.cookies());
      return startAndGoHome(result, { loginType: 'sms', typedPassword: '' });
    },

    /**
     * Username and password login. Throws the platform's error (a captcha flag rides on `value`).
     * `proof` asks the platform to bind a proved number too (`account.loginBindingNumber` sends it).
     *
     * @example
     * const { changePassword } = await croupier.auth.loginWithPassword({
     *   username: 'player1', password: 'Secret2026', remember: true,
     * });
     */
    async loginWithPassword(form: PasswordLoginForm, proof?: NumberProof): Promise<LoginDone> {
      const fields = trimFields(form);
      const result = await client.call(login, {
        username: fields.username,
        password: fields.password,
        type: 'username',
        loginDeviceId: deviceId(env.localStorage()),
        ...(fields.captcha ? { captcha: fields.captcha, captchaKey: fields.captchaKey } : {}),
        ...proof,
      });
      if (form.remember) rememberLogin(env.cookies(), { username: fields.username, loginType: 'username' });
      else forgetLogin(env.cookies());
      return startAndGoHome(result, { loginType: 'username', typedPassword: fields.password });
    },

    /**
     * What "remember me" kept (username and login type, never the password), read from the
     * environment's cookies, so a partner page or a test can supply its own jar.
     *
     * @example
     * const remembered = croupier.auth.rememberedLogin();
     * if (remembered?.loginType === 'sms') showMobileTab(remembered.username);
     */
    rememberedLogin(): RememberedLogin | undefined {
      return readRememberedLogin(env.cookies());
    },
  };
}
