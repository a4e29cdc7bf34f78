import type { LoginResult, RequestOf } from '@sdk/contract';
import type { register as RegisterEndpoint } from '@sdk/contract/endpoints/account';
import type { RequestContext } from '../../core/context';
import type { HandlerTable } from '../../core/http/handler';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { hashPassword } from '../../core/ciphers/password';
import { newToken } from '../../core/ciphers/tokens';
import { consumeCaptcha, spendSlot } from '../captcha';
import { flagEnabled, getSetting, homeDialingCode, registerRules } from '../brand';
import { limitSmsRequest, sendSms, sendSmsCode } from '../sms-codes';
import { createAccount, findAgentByCode, findByMobile, findByUsername } from '../accounts';
import { checkRegistrationFields } from './registration-fields';
import { proveNumber } from './prove-number';
import { registerByPhoneToken } from './auto-username';
import { inviterOf } from './inviter';
import { openFirstSession } from './first-session';

type Registration = RequestOf<typeof RegisterEndpoint>;
const disabled = () =>
  new Fault(403, 'feature_disabled', 'This function is not enabled, please contact customer service');

async function requireFlag(ctx: RequestContext, flag: string) {
  if (!(await flagEnabled(ctx.sandbox.db, flag))) throw disabled();
}

/**
 * SPEC §5's age agreement: the player confirms the brand's minimum age (18, or 21 where the brand
 * setting `minimumAge` asks for it), the form's last box. Checked after the fields above it and
 * before the captcha or SMS code is spent or anything is created. Only a player registering
 * themselves is asked: an agent registering a downline (teamRegister) and a partner signing its
 * player on vouch for them, as the operator's contract with them requires.
 */
async function requireAgeConfirmed(ctx: RequestContext, input: Registration) {
  if (input.ageConfirmed === true) return;
  const minimumAge = (await ctx.sandbox.settings.get('minimumAge')) === 21 ? 21 : 18;
  throw new Fault(400, 'age_confirmation_required', `Please confirm you are ${minimumAge} years old`, {
    field: 'ageConfirmed',
    minimumAge,
  });
}

/** Registers, then logs the new member in (SPEC §4: login true). */
async function registerAndLogIn(
  ctx: RequestContext,
  input: Registration,
  kind: 'username' | 'mobile',
): Promise<LoginResult> {
  const { sandbox, language } = ctx;
  const { db } = sandbox;
  const limit = sandbox.limits.registerByIp.hit(ctx.clientKey);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  const now = sandbox.now();
  const rules = await registerRules(db, kind);
  const withPassword = kind === 'username' || (await flagEnabled(db, 'MOBILENUMPASSREG3'));
  const verifyMobile = kind === 'mobile' || (await flagEnabled(db, 'REGMOBVERF3'));
  checkRegistrationFields(rules, input, withPassword ? [] : ['password']);

  const { parentId, referrerId } = await inviterOf(db, input.affiliateCode);
  await requireAgeConfirmed(ctx, input);
  if (
    rules.captcha?.enabled &&
    !(await consumeCaptcha(db, spendSlot(input.captchaKey, ctx.cookieSession), input.captcha, now))
  ) {
    throw new Fault(400, 'captcha_invalid', 'The verification code is incorrect', {
      field: 'captcha',
      captcha: true,
    });
  }
  const dialing = input.countryDialingCode ?? (await homeDialingCode(db));
  const mobile = input.mobileNum?.trim() || undefined;
  if (verifyMobile && !mobile)
    throw new Fault(400, 'field_invalid', 'Field mobileNum is required', { field: 'mobileNum' });
  const username = kind === 'username' ? input.username!.trim() : `m${dialing}${mobile}`;
  if (kind === 'username' && (await findByUsername(db, username)))
    throw new Fault(409, 'username_taken', 'That username is already taken', { field: 'username' });
  // The code proves the number is the caller's before the answer may say it is taken; it is spent
  // outside the transaction below, so a rollback cannot hand a wrong guess back.
  if (verifyMobile) await proveNumber(sandbox, input, { dialing, mobile: mobile! }, now);
  const passwordHash = withPassword ? await hashPassword(input.password, sandbox.config.scryptLogN) : null;

  return db.transaction(async (tx) => {
    if (await findByUsername(tx, username))
      throw new Fault(409, 'username_taken', 'That username is already taken', { field: 'username' });
    if (mobile && (await findByMobile(tx, dialing, mobile)))
      throw new Fault(409, 'mobile_taken', 'That mobile number is already registered', {
        field: 'mobileNum',
      });
    const id = await createAccount(
      tx,
      {
        username,
        passwordHash,
        type: 0,
        parentId,
        nickname: input.payeeName?.trim() || username,
        email: input.email?.trim() || null,
        dialing: mobile ? dialing : null,
        mobile: mobile ?? null,
        language,
      },
      now,
    );
    return openFirstSession(tx, ctx, { id, username, referrerId, deviceId: input.loginDeviceId }, now);
  });
}

/**
 * A registration code. A number that already has an account gets a notice instead of a code, and
 * the caller the same answer either way: only the phone's holder learns that the number is taken.
 */
async function registrationSms(ctx: RequestContext, input: { mobileNo: string; countryDialingCode: string }) {
  const { db } = ctx.sandbox;
  const to = { dialing: input.countryDialingCode, mobile: input.mobileNo };
  limitSmsRequest(ctx, to, 'register');
  if (!(await findByMobile(db, to.dialing, to.mobile))) return sendSmsCode(ctx, to, 'register');
  const expiredMinutes = await getSetting(db, 'smsExpiredMinutes');
  const brand = await getSetting(db, 'brandName');
  const body = `${brand}: this number already has an account. Log in, or reset your password from the login window.`;
  await sendSms(db, to, 'register', { code: null, body, expiredMinutes }, ctx.sandbox.now());
  return { expiredMinutes };
}

export const registrationHandlers: HandlerTable = {
  async register(input, ctx) {
    await requireFlag(ctx, 'USERNAMEREG3');
    return registerAndLogIn(ctx, input, 'username');
  },

  async registerMobile(input, ctx) {
    await requireFlag(ctx, 'MOBILENUMREG3');
    return registerAndLogIn(ctx, input, 'mobile');
  },

  async registerSms(input, ctx) {
    await requireFlag(ctx, 'MOBILENUMREG3');
    return registrationSms(ctx, input);
  },

  async registerSmsUsername(input, ctx) {
    await requireFlag(ctx, 'REGMOBVERF3');
    return registrationSms(ctx, input);
  },

  registerAuto: (input, ctx) => registerByPhoneToken(ctx, input),

  async affiliateCheck({ code }, ctx) {
    return !!(await findAgentByCode(ctx.sandbox.db, code));
  },
};

/** A guest name for free play: `guest_` and 8 random characters. */
export const guestName = () =>
  `guest_${newToken()
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)
    .toLowerCase()}`;
