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
import { sendSmsCode } from '../store/sms';
import { guestName } from './register';

export const sessionHandlers: HandlerTable = {
  rsaKey: async (_input, { sandbox }) => ({ keyId: sandbox.keys.keyId, publicKey: sandbox.keys.publicKey }),

  async captcha({ key }, { sandbox, ip }) {
    const limit = sandbox.limits.captchaByIp.hit(ip);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const answer = captchaAnswer();
    await storeCaptcha(sandbox.db, key, answer, sandbox.now());
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

  async loginSms({ mobileNum, countryDialingCode }, ctx) {
    if (!(await flagEnabled(ctx.sandbox.db, 'MOBILEVERCODELOGIN3')))
      throw new Fault(403, 'feature_disabled', 'Login by SMS code is not enabled');
    if (!(await findByMobile(ctx.sandbox.db, countryDialingCode, mobileNum))) {
      throw new Fault(404, 'mobile_not_found', 'That mobile number is not registered', {
        field: 'mobileNum',
      });
    }
    return sendSmsCode(ctx, { dialing: countryDialingCode, mobile: mobileNum }, 'login');
  },

  /** SPEC §4 free play: a guest trial account (type 4) with play money, logged in. */
  async loginFreeplay(_input, ctx) {
    const { sandbox, ip, language } = ctx;
    if (!(await flagEnabled(sandbox.db, 'FREEPLAY3')))
      throw new Fault(403, 'feature_disabled', 'Free play is not enabled');
    const limit = sandbox.limits.freePlayByIp.hit(ip);
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
        },
        sandbox.config.scryptLogN,
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
    const expiryDays = await getSetting(sandbox.db, 'passwordExpiryDays');
    const expired =
      sandbox.now().getTime() - new Date(account.password_changed_at).getTime() > expiryDays * 86_400_000;
    return {
      lastLoginTime: previous[0] ? new Date(previous[0].created_at).getTime() : null,
      lastLoginIp: previous[0]?.ip ?? null,
      loginCount: account.login_count,
      changePasswordRequired:
        account.must_change_password || (expired && (await flagEnabled(sandbox.db, 'PWDEXPFORCECHANGE3'))),
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
