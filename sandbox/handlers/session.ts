import type { HandlerTable } from '../http/handler';
import { Fault, tooManyRequests } from '../http/fault';
import { memberOf } from '../context';
import { captchaAnswer, renderCaptcha } from '../captcha/render';
import { storeCaptcha } from '../captcha/store';
import { revokeSession } from '../security/sessions';
import { endLaunches } from '../games/launches';
import { loginWithPassword, loginWithSmsCode, openSession } from '../store/login';
import { flagEnabled, getSetting } from '../store/brand';
import { TRIAL_ACCOUNT_TYPE, createAccount, findById, findByMobile } from '../store/accounts';
import { limitSmsRequest, sendSmsCode } from '../store/sms';
import { guestName } from './register';

export const sessionHandlers: HandlerTable = {
  rsaKey: async (_input, { sandbox }) => ({
    keyId: sandbox.keys.keyId,
    publicKey: sandbox.keys.publicKey,
    serverTime: sandbox.now().getTime(),
  }),

  async captcha({ key, username }, { sandbox, clientKey }) {
    const limit = sandbox.limits.captchaByIp.hit(clientKey);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const answer = captchaAnswer();
    await storeCaptcha(sandbox.db, key, answer, sandbox.now(), username);
    return renderCaptcha(answer).toString('base64');
  },

  async login(input, ctx) {
    if (input.type === 'sms') {
      if (!(await flagEnabled(ctx.sandbox.db, 'MOBILEVERCODELOGIN3'))) {
        throw new Fault(403, 'feature_disabled', 'Login by SMS code is not enabled');
      }
      return loginWithSmsCode(ctx, input);
    }
    return loginWithPassword(ctx, input);
  },

  /**
   * A login code goes only to a registered number, but the answer is the same either way, and the
   * limits apply before the lookup: nobody learns from it which numbers have accounts.
   */
  async loginSms({ mobileNum, countryDialingCode }, ctx) {
    if (!(await flagEnabled(ctx.sandbox.db, 'MOBILEVERCODELOGIN3')))
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
    const previous = await sandbox.db.query<{ created_at: Date; ip: string }>(
      'select created_at, ip from sessions where account_id = $1 order by created_at desc offset 1 limit 1',
      [account.id],
    );
    return {
      lastLoginTime: previous[0] ? new Date(previous[0].created_at).getTime() : null,
      lastLoginIp: previous[0]?.ip ?? null,
      loginCount: account.login_count,
      // Decided at login, from the password typed then (the server never sees it again).
      changePasswordRequired: memberOf(ctx).passwordChangeRequired,
    };
  },

  async firstLogin(_input, ctx) {
    const { sandbox } = ctx;
    await sandbox.db.query(
      'update accounts set first_login_at = coalesce(first_login_at, $2) where id = $1',
      [memberOf(ctx).accountId, sandbox.now()],
    );
    return { firstTimeLogin: false };
  },
};
