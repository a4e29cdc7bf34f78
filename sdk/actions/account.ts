import type { LazyActions } from './lazy-actions';
import {
  affiliateCheck,
  changePassword,
  countries,
  forgotByEmail,
  passwordSms,
  register,
  registerMobile,
  registerSettings,
  registerSms,
  registerSmsUsername,
  resetByEmailLink,
  resetByPhone,
} from '../contract/endpoints/account';
import { loginSms, loginInfo, loginVerification } from '../contract/endpoints/session';
import { phoneCodeActions, phoneLoginActions } from './phone-codes';
import {
  loginProofBody,
  type LoginProofMethod,
  type LoginProofValues,
} from '../rules/validation/login-verification';
import { forgetLogin, rememberLogin } from '../session/remembered-login';
import type { Country, CountryInfo, RegisterRules } from '../contract/entities';
import { smsCountdownSeconds } from '../rules/countdown';
import { trimFields } from '../rules/login-flow';
import type { RegisterKind } from '../rules/registration';
import type { Core } from './core';
import { deviceId } from '../session/device-id';
import type { ModalActions } from './modals';
import type { authActions } from './auth';

/**
 * What an SMS code is for; the platform issues and checks codes per purpose.
 *
 * @example
 * const purpose: SmsPurpose = 'password';
 * await croupier.account.requestSms(purpose, { mobile: '912345678', dialingCode: '351' });
 */
export type SmsPurpose = 'login' | 'register' | 'registerUsername' | 'password';

/**
 * A mobile number as the forms take it: the national number and its dialing code, apart.
 *
 * @example
 * const seconds = await croupier.account.requestSms('login', { mobile: '912345678', dialingCode: '351' });
 */
export interface PhoneNumber {
  mobile: string;
  dialingCode: string;
}

/** The registration form as the player filled it (field name to text). */
export type RegistrationForm = Partial<Record<string, string>>;

/** Account flows of SPEC §4: registration, SMS codes, forgotten and changed passwords. */
export function accountActions(core: Core, modals: ModalActions, auth: ReturnType<typeof authActions>) {
  const { client, events, session, env } = core;
  const codes = phoneCodeActions(core);
  const rulesCache = new Map<RegisterKind, Promise<RegisterRules>>();
  let countryInfo: Promise<CountryInfo> | undefined;
  const country = (): Promise<CountryInfo> =>
    (countryInfo ??= client.call(countries, {}).catch((error: unknown) => {
      countryInfo = undefined;
      throw error;
    }));

  return {
    /**
     * The server's validation rules for a registration type (fetched once per page).
     *
     * @example
     * const fields = await croupier.account.registerRules('username');
     * const email = fields.email; // undefined: not on the form
     * const emailRequired = email?.enabled === true && email.required;
     */
    registerRules: (kind: RegisterKind): Promise<RegisterRules> => {
      let rules = rulesCache.get(kind);
      if (!rules) {
        rules = client.call(registerSettings, { registerType: kind }).catch((error: unknown) => {
          rulesCache.delete(kind);
          throw error;
        });
        rulesCache.set(kind, rules);
      }
      return rules;
    },

    /**
     * The brand's country (its dialling code, which mobile fields start with, and its currency)
     * and every country with its dialling code, fetched once per page.
     *
     * @example
     * const { countryDialingCode } = await croupier.account.country(); // '84' for a Vietnamese brand
     */
    country,

    /**
     * Country dialling codes, the brand's first (fetched once per page).
     *
     * @example
     * const countries = await croupier.account.countries();
     * const labels = countries.map((c) => `+${c.countryDialingCode} ${c.name}`);
     */
    countries: async (): Promise<Country[]> => (await country()).countries,

    /**
     * Sends an SMS code; resolves with the countdown in seconds (SPEC §4: expiredMinutes × 60).
     *
     * @example
     * const seconds = await croupier.account.requestSms('register', { mobile: '9171234567', dialingCode: '63' });
     * // keep "Send again" disabled for `seconds`
     */
    requestSms: async (purpose: SmsPurpose, phone: PhoneNumber): Promise<number> => {
      // SPEC §7: on the provider's route the provider texts the login and registration codes.
      if (purpose !== 'password' && codes.byProvider()) return codes.send(phone);
      const to = { countryDialingCode: phone.dialingCode };
      const answer =
        purpose === 'login'
          ? await client.call(loginSms, { ...to, mobileNum: phone.mobile })
          : purpose === 'password'
            ? await client.call(passwordSms, { ...to, mobileNum: phone.mobile })
            : await client.call(purpose === 'register' ? registerSms : registerSmsUsername, {
                ...to,
                mobileNo: phone.mobile,
              });
      return smsCountdownSeconds(answer.expiredMinutes);
    },

    ...phoneLoginActions(core, codes, auth),

    /**
     * The second step of a login from an address new to the account (LOGINIPVERF3): after
     * `auth.loginWithPassword` threw `login_verify_required` (its `value` lists the methods), the
     * same username and password go again with one proof. Then as a login: the session starts
     * and the page goes to /. The password stays in the caller's memory only.
     *
     * @example
     * try {
     *   await croupier.auth.loginWithPassword(form);
     * } catch (error) {
     *   if (error.code !== 'login_verify_required') throw error;
     *   await croupier.account.verifyLogin(form, 'email', { email: 'player1@example.com' });
     * }
     */
    verifyLogin: async (
      login: { username: string; password: string; remember?: boolean },
      method: LoginProofMethod,
      proof: LoginProofValues,
    ) => {
      // Trimmed as the login was (SPEC §5), so both steps send the same credentials.
      const { username, password } = trimFields(login);
      const body = loginProofBody(method, proof);
      // On the provider's route the SMS step sends the provider's token for the code (C 25136–25144).
      const token =
        method === 'sms' && codes.byProvider()
          ? { firebaseIdToken: await codes.idToken(body.verificationCode ?? '') }
          : {};
      const result = await client.call(loginVerification, {
        username,
        password,
        ...body,
        ...token,
        loginDeviceId: deviceId(env.localStorage()),
      });
      if (login.remember) rememberLogin(env.cookies(), { username, loginType: 'username' });
      else forgetLogin(env.cookies());
      await auth.startSession(result, { loginType: 'username', typedPassword: password });
      events.emit('navigate', { path: '/' });
    },

    /**
     * Checks an affiliate (referral) code against this site's domain before registration.
     *
     * @example
     * const valid = await croupier.account.checkAffiliate('FRIEND10');
     */
    checkAffiliate: (code: string) => client.call(affiliateCheck, { code, domain: env.host() }),

    /**
     * Registers (SPEC §3: registerUrl, registerMethod WEB and login true added on submit), then
     * runs the login steps and goes to /. The player's confirmation of the brand's minimum age
     * (`rules.minimumAgeOf`) goes with it: without it the platform refuses with
     * `age_confirmation_required`.
     *
     * @example
     * await croupier.account.register(
     *   'username',
     *   { username: 'player77', password: 'Secret2026', confirmPassword: 'Secret2026', affiliateCode: 'FRIEND10' },
     *   { ageConfirmed: true },
     * );
     */
    register: async (
      kind: RegisterKind,
      form: RegistrationForm & { captchaKey?: string },
      consent: { ageConfirmed?: boolean } = {},
    ) => {
      const { verificationCode, ...fields } = Object.fromEntries(
        Object.entries(form)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, key.toLowerCase().includes('password') ? value : value!.trim()]),
      );
      // SPEC §3: on the provider's route the code proves the number through the provider's token;
      // a provider failure throws before anything is sent (the registration is abandoned).
      const proof =
        codes.byProvider() && verificationCode && fields.mobileNum
          ? { firebaseChannel: 'sms', firebaseIdToken: await codes.idToken(verificationCode) }
          : verificationCode
            ? { verificationCode }
            : {};
      const payload = {
        ...fields,
        ...proof,
        password: form.password ?? '',
        confirmPassword: form.confirmPassword ?? '',
        domain: env.host(),
        registerUrl: globalThis.location?.href ?? '',
        registerMethod: 'WEB' as const,
        login: true as const,
        loginDeviceId: deviceId(env.localStorage()),
        ...(consent.ageConfirmed !== undefined ? { ageConfirmed: consent.ageConfirmed } : {}),
      };
      const result = await client.call(kind === 'username' ? register : registerMobile, payload);
      await auth.startSession(result, { loginType: 'username', typedPassword: form.password ?? '' });
      modals.close('register');
      events.emit('navigate', { path: '/' });
    },

    /**
     * SPEC §4 forgot by email: the platform mails a reset link; the caller confirms and closes.
     *
     * @example
     * await croupier.account.forgotByEmail('player77', 'player77@example.com');
     */
    forgotByEmail: (username: string, email: string) =>
      client.call(forgotByEmail, { username: username.trim(), email: email.trim() }),

    /**
     * The emailed link's page: set the new password, then log in with it (which goes to /).
     *
     * @example
     * const token = new URLSearchParams(location.search).get('token') ?? '';
     * await croupier.account.resetByLink(token, 'NewSecret2026', 'NewSecret2026');
     */
    resetByLink: async (token: string, newPassword: string, confirmNewPassword: string) => {
      const { userName } = await client.call(resetByEmailLink, { token, newPassword, confirmNewPassword });
      modals.close('resetPassword');
      await auth.loginWithPassword({ username: userName, password: newPassword });
    },

    /**
     * SPEC §4 forgot by phone: set the new password, then log in with it (which goes to /).
     *
     * @example
     * const phone = { mobile: '9171234567', dialingCode: '63' };
     * await croupier.account.requestSms('password', phone); // the code arrives by SMS
     * await croupier.account.resetByPhone(phone, '482913', 'NewSecret2026');
     */
    resetByPhone: async (phone: PhoneNumber, code: string, newPassword: string) => {
      const { userName } = await client.call(resetByPhone, {
        mobileNum: phone.mobile,
        countryDialingCode: phone.dialingCode,
        verificationCode: code.trim(),
        newPassword,
      });
      modals.close('forgotPassword');
      await auth.loginWithPassword({ username: userName, password: newPassword });
    },

    /**
     * SPEC §4 change password: reload login info, hide the modal, go to /.
     *
     * @example
     * await croupier.account.changePassword('Secret2026', 'NewSecret2026', 'NewSecret2026');
     */
    changePassword: async (oldPassword: string, newPassword: string, confirmNewPassword: string) => {
      await client.call(changePassword, { oldPassword, newPassword, confirmNewPassword });
      session.setFlag('changePasswordRequired', false);
      await client.call(loginInfo, {}).catch(() => undefined);
      // Calls refused while the change was due (member, balance) go through now.
      await auth.reloadAccount();
      modals.close('changePassword');
      events.emit('navigate', { path: '/' });
    },
  };
}

/**
 * `croupier.account`: registration, SMS codes, forgotten and changed passwords, each loading the module on first use.
 *
 * @example
 * const fields = await croupier.account.registerRules('username');
 */
export interface AccountActions extends LazyActions<ReturnType<typeof accountActions>> {}
