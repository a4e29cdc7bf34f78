import { timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../core/context';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { getSetting } from '../brand';
import { numericCode } from '../../core/ciphers/tokens';
import { limitSmsRequest, sendSms, sendSmsCode, spendSmsCode, SMS_MAX_ATTEMPTS } from '../sms-codes';
import { maskEmail, maskMobile } from './masking';
import {
  bindEmailRow,
  bindMobileRow,
  countEmailGuess,
  emailHeldByOther,
  findProfile,
  insertEmailCode,
  mobileHeldByOther,
  spendEmailCode,
} from './repository';

/*
 * Binding a contact proves it with a code sent to it. A contact another account holds gets a
 * notice instead of a code: the answer is the same either way, so a session cannot be used to
 * find out whose number or address it is; the bind then fails like a wrong code. A bound contact
 * stays: changing the account's recovery channels is customer service's job.
 */

const EMAIL_PURPOSE = 'bind_email';

const alreadyBound = (field: string) =>
  new Fault(409, 'contact_already_bound', 'This account already has one bound', { field });

const emailCodeRefused = () =>
  new Fault(400, 'email_code_invalid', 'The email code is wrong or has expired', { field: 'code' });

const UNIQUE_VIOLATION = '23505';

async function profileOf(ctx: RequestContext, accountId: number) {
  const profile = await findProfile(ctx.sandbox.db, accountId);
  if (!profile) throw new Fault(404, 'not_found', 'Account not found');
  return profile;
}

export async function sendMobileBindCode(
  ctx: RequestContext,
  accountId: number,
  input: { countryDialingCode: string; mobileNum: string },
) {
  const { db } = ctx.sandbox;
  if ((await profileOf(ctx, accountId)).mobile) throw alreadyBound('mobileNum');
  const to = { dialing: input.countryDialingCode, mobile: input.mobileNum };
  limitSmsRequest(ctx, to, 'bind_mobile');
  if (!(await mobileHeldByOther(db, accountId, to.dialing, to.mobile)))
    return sendSmsCode(ctx, to, 'bind_mobile');
  const expiredMinutes = await getSetting(db, 'smsExpiredMinutes');
  const brand = await getSetting(db, 'brandName');
  const body = `${brand}: someone tried to link this number, which already has an account. Nothing changed.`;
  await sendSms(db, to, 'bind_mobile', { code: null, body, expiredMinutes }, ctx.sandbox.now());
  return { expiredMinutes };
}

export async function bindMobile(
  ctx: RequestContext,
  accountId: number,
  input: { countryDialingCode: string; mobileNum: string; smsCode: string },
) {
  const { db } = ctx.sandbox;
  if ((await profileOf(ctx, accountId)).mobile) throw alreadyBound('mobileNum');
  const to = { dialing: input.countryDialingCode, mobile: input.mobileNum };
  await spendSmsCode(db, to, 'bind_mobile', input.smsCode, ctx.sandbox.now());
  try {
    if (!(await bindMobileRow(db, accountId, to.dialing, to.mobile))) throw alreadyBound('mobileNum');
  } catch (error) {
    // Another account bound the number between the code and now: the unique index refused it.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new Fault(409, 'mobile_taken', 'That mobile number is already registered', {
        field: 'mobileNum',
      });
    throw error;
  }
  return { mobile: maskMobile(to.dialing, to.mobile) };
}

export async function sendEmailBindCode(ctx: RequestContext, accountId: number, email: string) {
  const { db, limits } = ctx.sandbox;
  if ((await profileOf(ctx, accountId)).email) throw alreadyBound('email');
  const address = email.trim();
  for (const [limiter, key] of [
    [limits.bindEmailByAccount, String(accountId)],
    [limits.bindEmailByAddress, address.toLowerCase()],
  ] as const) {
    const verdict = limiter.hit(key);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
  }
  const expiredMinutes = await getSetting(db, 'smsExpiredMinutes');
  const brand = await getSetting(db, 'brandName');
  const now = ctx.sandbox.now();
  const expiresAt = new Date(now.getTime() + expiredMinutes * 60_000);
  const taken = await emailHeldByOther(db, accountId, address);
  const code = taken ? null : numericCode(6);
  await insertEmailCode(
    db,
    { address, purpose: EMAIL_PURPOSE },
    {
      subject: `${brand}: confirm your email`,
      body: code
        ? `Your code is ${code}. It expires in ${expiredMinutes} min. If you did not ask for it, ignore this email.`
        : 'Someone tried to link this address, which already belongs to an account. Nothing changed.',
      code,
      now,
      expiresAt,
    },
  );
  return { expiredMinutes };
}

/** Like SMS codes: the guess is counted before it is compared, each in its own statement. */
export async function bindEmail(
  ctx: RequestContext,
  accountId: number,
  input: { email: string; code: string },
) {
  const { db } = ctx.sandbox;
  if ((await profileOf(ctx, accountId)).email) throw alreadyBound('email');
  const address = input.email.trim();
  const now = ctx.sandbox.now();
  const live = await countEmailGuess(db, { address, purpose: EMAIL_PURPOSE }, now, SMS_MAX_ATTEMPTS);
  const guess = Buffer.from(input.code.trim());
  const right = live && guess.length === live.code.length && timingSafeEqual(guess, Buffer.from(live.code));
  if (!right) throw emailCodeRefused();
  if (!(await spendEmailCode(db, live.id, now))) throw emailCodeRefused();
  if (!(await bindEmailRow(db, accountId, address))) throw alreadyBound('email');
  return { email: maskEmail(address) };
}

/**
 * Binds a number the phone-code provider proved to an account that has none (the login that
 * follows "log in with an existing account", auth/bind-on-login.ts): the provider's token was the
 * proof, so no code is sent or spent. False when nothing was bound: the account had a number, or
 * another account took this one meanwhile (the unique index).
 */
export async function bindProvedMobile(
  ctx: RequestContext,
  accountId: number,
  to: { dialing: string; mobile: string },
): Promise<boolean> {
  try {
    return await bindMobileRow(ctx.sandbox.db, accountId, to.dialing, to.mobile);
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}
