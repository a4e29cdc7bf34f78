import { timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { numericCode } from '../../core/ciphers/tokens';
import { getSetting } from '../brand';
import { countSmsGuess, expireSmsCodes, insertSms, spendSms } from './repository';

export type SmsPurpose = 'login' | 'register' | 'password' | 'payment_password' | 'bind_mobile';

/** Guesses a code accepts, right or wrong; the fifth wrong one kills it. */
export const SMS_MAX_ATTEMPTS = 5;

export interface SmsTarget {
  readonly dialing: string;
  readonly mobile: string;
}

/**
 * The limits every SMS request passes before anything is looked up, so the answer (and its
 * timing) cannot tell a registered number from an unknown one: per client address, per number
 * and purpose from that address (the countdown), and per number from all addresses together, so
 * nobody can bomb one phone by spreading requests over many addresses.
 */
export function limitSmsRequest(ctx: RequestContext, to: SmsTarget, purpose: SmsPurpose) {
  const { limits } = ctx.sandbox;
  const number = `${to.dialing}${to.mobile}`;
  for (const [limiter, key] of [
    [limits.smsByIp, ctx.clientKey],
    [limits.smsByNumberFromIp, `${number}|${purpose}|${ctx.clientKey}`],
    [limits.smsByNumber, number],
  ] as const) {
    const verdict = limiter.hit(key);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
  }
}

/**
 * Writes a message to the SMS outbox. A new code cancels the number's earlier live codes for the
 * same purpose, so only the latest one works. `code: null` sends a notice without a code.
 */
export async function sendSms(
  db: Queryable,
  to: SmsTarget,
  purpose: SmsPurpose,
  message: { code: string | null; body: string; expiredMinutes: number },
  now: Date,
) {
  const key = { ...to, purpose };
  if (message.code) await expireSmsCodes(db, key, now);
  await insertSms(db, key, {
    code: message.code,
    body: message.body,
    createdAt: now,
    expiresAt: new Date(now.getTime() + message.expiredMinutes * 60_000),
  });
}

/** A fresh code for `purpose`, with the text a phone shows. */
export async function sendSmsCode(ctx: RequestContext, to: SmsTarget, purpose: SmsPurpose) {
  const { db } = ctx.sandbox;
  const expiredMinutes = await getSetting(db, 'smsExpiredMinutes');
  const brand = await getSetting(db, 'brandName');
  const code = numericCode(6);
  const body = `${brand}: your code is ${code}. It expires in ${expiredMinutes} min. Never share it.`;
  await sendSms(db, to, purpose, { code, body, expiredMinutes }, ctx.sandbox.now());
  return { expiredMinutes };
}

/** The one refusal for every failed code, so a guess cannot tell which numbers hold a live code. */
export const smsCodeRefused = () =>
  new Fault(400, 'sms_code_invalid', 'The verification code is wrong or has expired', {
    field: 'verificationCode',
  });

/**
 * Spends a code. Call it outside any transaction: each guess is counted by its own statement,
 * which commits at once, so no later rollback can give an attacker a guess back. The guess is
 * counted before it is compared (one row lock serializes parallel guesses), so a code judges at
 * most five guesses however many arrive at once.
 */
export async function spendSmsCode(
  db: Queryable,
  to: SmsTarget,
  purpose: SmsPurpose,
  typed: string,
  now: Date,
): Promise<void> {
  const live = await countSmsGuess(db, { ...to, purpose }, now, SMS_MAX_ATTEMPTS);
  const guess = Buffer.from(typed.trim());
  const right = live && guess.length === live.code.length && timingSafeEqual(guess, Buffer.from(live.code));
  if (!right) throw smsCodeRefused();
  if (!(await spendSms(db, live.id, now))) throw smsCodeRefused();
}
