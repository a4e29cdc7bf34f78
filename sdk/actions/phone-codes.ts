import type { Core } from './core';
import type { LoginResult } from '../contract';
import type { authActions, PasswordLoginForm } from './auth';
import { login } from '../contract/endpoints/session';
import { registerAuto } from '../contract/endpoints/account';
import { deviceId } from '../session/device-id';
import { forgetLogin, rememberLogin } from '../session/remembered-login';
import { isPlatformError, PlatformError } from '../client/platform-error';
import type { PhoneProviderSession } from '../client/phone-provider';
import { e164 } from '../shared-rules/phone-number';
import { phoneAuthCode, PHONE_PROVIDER_COUNTDOWN_SECONDS } from '../rules/phone-auth';
import { isUnboundNumber } from '../rules/unbound-number';

/** A provider failure as the forms show platform refusals: its message code, under `field`. */
const failure = (error: unknown, field: 'mobileNum' | 'verificationCode') => {
  const code = phoneAuthCode(error);
  return new PlatformError(code, code, 0, { field });
};

/**
 * SPEC §7's phone-code provider (firebase), the brand's alternative to its own SMS (`info.sms` of
 * the status: `firebase` true). The provider's SDK loads with the first code sent, and only then.
 * `send` has it text the code (the countdown is one minute on this route, SPEC §4); `idToken`
 * trades the typed code for the token the platform registers or logs in by. A provider failure
 * throws a PlatformError whose code is one of SPEC §8's messages (`rules.PHONE_AUTH_CODES`).
 */
export function phoneCodeActions(core: Core) {
  let session: Promise<PhoneProviderSession> | undefined;
  const open = () =>
    (session ??= import('../client/phone-provider').then((m) =>
      m.phoneProviderSession(core.state.status.value!.info.sms!, core.state.language.value),
    )).catch((error: unknown) => {
      session = undefined;
      throw error;
    });

  return {
    /** Whether the brand sends phone codes through the provider. */
    byProvider: () => core.state.status.value?.info.sms?.firebase === true,

    async send(phone: { mobile: string; dialingCode: string }): Promise<number> {
      try {
        await (await open()).send(e164(phone.dialingCode, phone.mobile));
      } catch (error) {
        throw failure(error, 'mobileNum');
      }
      return PHONE_PROVIDER_COUNTDOWN_SECONDS;
    },

    async idToken(code: string): Promise<string> {
      try {
        return await (await open()).idToken(code.trim());
      } catch (error) {
        throw failure(error, 'verificationCode');
      }
    },
  };
}

/**
 * SPEC §3's mobile login by the code the player received, whichever route the brand's codes take;
 * part of `croupier.account`.
 */
export function phoneLoginActions(
  core: Core,
  codes: ReturnType<typeof phoneCodeActions>,
  auth: ReturnType<typeof authActions>,
) {
  const { client, env, events } = core;
  // The token of a provider login refused with bind_customer_required: the platform left it
  // unspent, so "register new" can send it (registerAuto), or the password login after "log in
  // with an existing account" carry it (`existing`). Memory only, never storage.
  let unbound: string | undefined;
  let existing: string | undefined;

  async function enter(result: LoginResult, remember: () => void) {
    remember();
    const done = await auth.startSession(result, { loginType: 'sms', typedPassword: '' });
    events.emit('navigate', { path: '/' });
    return done;
  }

  return {
    /**
     * SPEC §3's mobile login with the code the player received: the platform's SMS code, or, on
     * the phone-code provider's route, the provider's token for it (login type `firebase`). Then as
     * a login: the session starts and the page goes to /. A number no account uses throws
     * `bind_customer_required` (`rules.isUnboundNumber`); the token is kept for
     * `registerUnboundNumber` until another login or `forgetUnboundNumber`.
     *
     * @example
     * await croupier.account.loginWithCode({ mobile: '9171234567', dialingCode: '63', code: '482913' });
     */
    loginWithCode: async (form: {
      mobile: string;
      dialingCode: string;
      code: string;
      remember?: boolean;
    }) => {
      unbound = existing = undefined;
      if (!codes.byProvider()) return auth.loginWithSms(form);
      const mobile = form.mobile.trim();
      const idToken = await codes.idToken(form.code);
      let result: LoginResult;
      try {
        result = await client.call(login, {
          type: 'firebase',
          firebaseChannel: 'sms',
          firebaseIdToken: idToken,
          firebaseMobileNo: mobile,
          countryDialingCode: form.dialingCode,
          loginDeviceId: deviceId(env.localStorage()),
        });
      } catch (error) {
        if (isUnboundNumber(error)) unbound = idToken;
        throw error;
      }
      return enter(result, () => {
        if (form.remember)
          rememberLogin(env.cookies(), { username: mobile, loginType: 'sms', dialingCode: form.dialingCode });
        else forgetLogin(env.cookies());
      });
    },

    /**
     * After `loginWithCode` threw `bind_customer_required`, with the brand's FIREBASECREATEACC3 on
     * (`rules.unboundNumberChoices`): registers a new account for that number with the same
     * provider token (the platform makes up the username; the member logs in by phone), then as a
     * login: the session starts and the page goes to /. The affiliate code the visitor arrived with
     * goes with it, as with any registration.
     *
     * @example
     * try {
     *   await croupier.account.loginWithCode(form);
     * } catch (error) {
     *   if (rules.isUnboundNumber(error)) await croupier.account.registerUnboundNumber();
     * }
     */
    registerUnboundNumber: async (options: { affiliateCode?: string } = {}) => {
      const idToken = unbound;
      if (!idToken) throw new PlatformError('bind_customer_required', 'bind_customer_required', 0);
      const result = await client.call(registerAuto, {
        registerUrl: globalThis.location?.href ?? '',
        registerMethod: 'WEB',
        domain: env.host(),
        ...(options.affiliateCode?.trim() ? { affiliateCode: options.affiliateCode.trim() } : {}),
        firebaseChannel: 'sms',
        firebaseIdToken: idToken,
        login: true,
        loginDeviceId: deviceId(env.localStorage()),
      });
      unbound = undefined;
      return enter(result, () => forgetLogin(env.cookies()));
    },

    /**
     * The player chose "log in with an existing account" after `loginWithCode` threw
     * `bind_customer_required`: the token is kept for `loginBindingNumber`, as the platform's page
     * keeps it for its next password login.
     */
    useExistingAccount: () => {
      existing = unbound;
      unbound = undefined;
    },

    /**
     * The password login after `useExistingAccount`: it carries the provider's token, and the
     * platform binds the proved number to the account when the account has none and no account
     * holds it. A token the platform refuses is dropped, so the next try logs in without it;
     * any other refusal (a wrong password, a captcha) keeps it for the retry. With no token kept,
     * a plain `auth.loginWithPassword`.
     *
     * @example
     * croupier.account.useExistingAccount();
     * await croupier.account.loginBindingNumber({ username: 'player1', password: 'Secret2026' });
     */
    loginBindingNumber: async (form: PasswordLoginForm) => {
      const idToken = existing;
      try {
        const done = await auth.loginWithPassword(
          form,
          idToken ? { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: idToken } : undefined,
        );
        existing = undefined;
        return done;
      } catch (error) {
        if (isPlatformError(error) && error.code === 'phone_token_invalid') existing = undefined;
        throw error;
      }
    },

    /** Drops the token `loginWithCode` kept (the player chose another way in, or left). */
    forgetUnboundNumber: () => {
      unbound = existing = undefined;
    },
  };
}
