import type { HandlerTable } from '../../core/http/handler';
import { badRequest, Fault, tooManyRequests } from '../../core/http/fault';
import { memberOf } from '../../core/context';
import { captchaAnswer, renderCaptcha, drawSlot, storeCaptcha } from '../captcha';
import { revokeSession } from '../../core/sessions/sessions';
import { previousSession } from '../../core/sessions/session-repository';
import { endLaunches } from '../launches';
import { flagEnabled, getSetting } from '../brand';
import { TRIAL_ACCOUNT_TYPE, createAccount, findById, findByMobile, markFirstLogin } from '../accounts';
import { guestName } from './registration-handlers';
import { loginWithPassword, loginWithSmsCode, openSession } from './login';
import { loginWithPhoneToken } from './phone-login';
import { loginBindingNumber } from './bind-on-login';
import { verifyLogin } from './login-verification';
import { limitSmsRequest, sendSmsCode } from '../sms-codes';
import { wallNow } from '../../core/clock/clock';

export const sessionHandlers: HandlerTable = {
  rsaKey: async (_input, { sandbox }) => sandbox.platformKeys.modulus(),

  hybridKey: async (_input, { sandbox }) => ({
    keyId: sandbox.keys.keyId,
    publicKey: sandbox.keys.publicKey,
    // The clock sealed payloads are stamped and checked by: the wall clock, which the clock switch
    // does not move (a page that fetched the key before an advance seals the same as one after).
    serverTime: wallNow(sandbox).getTime(),
  }),

  async captcha({ key, username }, { sandbox, clientKey, cookieSession }) {
    const limit = sandbox.limits.captchaByIp.hit(clientKey);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const answer = captchaAnswer();
    await storeCaptcha(sandbox.db, drawSlot(key, cookieSession), answer, sandbox.now(), username);
    return renderCaptcha(answer).toString('base64');
  },

  async login(input, ctx) {
    const { username, password } = input;
    if (input.type === 'firebase')
      return username !== undefined && password !== undefined
        ? loginBindingNumber(ctx, { ...input, username, password })
        : loginWithPhoneToken(ctx, input);
    // A password or code login names both; only the provider's login goes without them.
    if (username === undefined || password === undefined) {
      const field = username === undefined ? 'username' : 'password';
      throw badRequest(`Invalid field ${field}: Expected required property`, { field });
    }
    if (input.type === 'sms') {
      if (!(await flagEnabled(ctx.sandbox.db, 'MOBILEVERCODELOGIN3'))) {
        throw new Fault(403, 'feature_disabled', 'Login by SMS code is not enabled');
      }
      return loginWithSmsCode(ctx, { ...input, username, password });
    }
    return loginWithPassword(ctx, { ...input, username, password });
  },

  loginVerification: (input, ctx) => verifyLogin(ctx, input),

  /**
   * A login code goes only to a registered number, but the answer is the same either way, and the
   * limits apply before the lookup: nobody learns from it which numbers have accounts.
   */
  async loginSms({ mobileNum, countryDialingCode }, ctx) {
    const { db } = ctx.sandbox;
    // The same code serves a login by code and the SMS step of a login verification.
    if (!(await flagEnabled(db, 'MOBILEVERCODELOGIN3')) && !(await flagEnabled(db, 'LOGINIPVERF3')))
      throw new Fault(403, 'feature_disabled', 'Login by SMS code is not enabled');
    const to = { dialing: countryDialingCode, mobile: mobileNum };
    limitSmsRequest(ctx, to, 'login');
    if (await findByMobile(ctx.sandbox.db, countryDialingCode, mobileNum))
      return sendSmsCode(ctx, to, 'login');
    return { expiredMinutes: await getSetting(ctx.sandbox.db, 'smsExpiredMinutes') };
  },

  /** SPEC §4 free play: a guest trial account (type 4) with play money, logged in. */
  async loginFreeplay(_input, ctx) {
    const { sandbox, language } = ctx;
    if (!(await flagEnabled(sandbox.db, 'FREEPLAY3')))
      throw new Fault(403, 'feature_disabled', 'Free play is not enabled');
    const limit = sandbox.limits.freePlayByIp.hit(ctx.clientKey);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const now = sandbox.now();
    const openingBalance = await getSetting(sandbox.db, 'freePlayBalance');
    const id = await sandbox.db.transaction((tx) =>
      createAccount(
        tx,
        {
          username: guestName(),
          type: TRIAL_ACCOUNT_TYPE,
          nickname: 'Guest',
          language,
          isGuest: true,
          openingBalance,
          passwordHash: null,
        },
        now,
      ),
    );
    return openSession(ctx, (await findById(sandbox.db, id))!);
  },

  async logout(_input, ctx) {
    const member = memberOf(ctx);
    await revokeSession(ctx.sandbox.db, ctx.sandbox.sessionCache, ctx.token!, ctx.sandbox.now());
    await endLaunches(ctx.sandbox.db, member.accountId, ctx.sandbox.now());
    return null;
  },

  async loginInfo(_input, ctx) {
    const { sandbox } = ctx;
    const account = (await findById(sandbox.db, memberOf(ctx).accountId))!;
    const previous = await previousSession(sandbox.db, account.id);
    return {
      lastLoginTime: previous ? new Date(previous.created_at).getTime() : null,
      lastLoginIp: previous?.ip ?? null,
      loginCount: account.login_count,
      // Decided at login, from the password typed then (the server never sees it again).
      changePasswordRequired: memberOf(ctx).passwordChangeRequired,
    };
  },

  async firstLogin(_input, ctx) {
    await markFirstLogin(ctx.sandbox.db, memberOf(ctx).accountId, ctx.sandbox.now());
    return { firstTimeLogin: false };
  },
};
