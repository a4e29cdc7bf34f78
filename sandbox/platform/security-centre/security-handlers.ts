import type { HandlerTable } from '../../core/http/handler';
import { notFound } from '../../core/http/fault';
import { previousSession } from '../../core/sessions/session-repository';
import { limitSmsRequest, sendSmsCode } from '../sms-codes';
import { maskEmail, maskMobile } from './masking';
import { realMemberOf } from '../accounts';
import { mobileNotBound, setPaymentPassword } from './payment-password';
import { addPayoutAccount, payoutList, removePayout } from './payout-accounts';
import { findPaymentPassword, findProfile, recentLogins } from './repository';
import { bindEmail, bindMobile, sendEmailBindCode, sendMobileBindCode } from './contact-binding';

/** Logins the security page lists. */
const LOGINS_SHOWN = 10;

export const securityHandlers: HandlerTable = {
  async securityInfo(_input, ctx) {
    const { db } = ctx.sandbox;
    const member = realMemberOf(ctx);
    const profile = await findProfile(db, member.accountId);
    if (!profile) throw notFound('Account not found');
    const payment = await findPaymentPassword(db, member.accountId);
    const lockedUntil = payment?.locked_until ? new Date(payment.locked_until).getTime() : null;
    const previous = await previousSession(db, member.accountId);
    const logins = await recentLogins(db, member.accountId, LOGINS_SHOWN);
    return {
      username: profile.username,
      // The sandbox keeps neither a real name nor VIP levels yet.
      realName: null,
      vipLevel: 0,
      joinedAt: new Date(profile.created_at).getTime(),
      lastLoginAt: previous ? new Date(previous.created_at).getTime() : null,
      mobile: profile.mobile ? maskMobile(profile.dialing_code, profile.mobile) : null,
      email: profile.email ? maskEmail(profile.email) : null,
      hasPaymentPassword: !!payment,
      // A lock that has run out is no lock: the next guess starts a new run.
      paymentPasswordLockedUntil:
        lockedUntil && lockedUntil > ctx.sandbox.now().getTime() ? lockedUntil : null,
      logins: logins.map((login) => ({
        at: new Date(login.at).getTime(),
        ip: login.ip,
        device: login.device,
      })),
    };
  },

  async paymentPasswordSet(input, ctx) {
    const member = realMemberOf(ctx);
    await setPaymentPassword(ctx, member.accountId, input);
    return { hasPaymentPassword: true as const };
  },

  /** The code goes to the number bound to the account, never one the caller names. */
  async paymentPasswordSms(_input, ctx) {
    const member = realMemberOf(ctx);
    const profile = await findProfile(ctx.sandbox.db, member.accountId);
    if (!profile?.mobile || !profile.dialing_code) throw mobileNotBound();
    const to = { dialing: profile.dialing_code, mobile: profile.mobile };
    limitSmsRequest(ctx, to, 'payment_password');
    const { expiredMinutes } = await sendSmsCode(ctx, to, 'payment_password');
    return { expiredMinutes, mobile: maskMobile(to.dialing, to.mobile) };
  },

  async payoutAccounts(_input, ctx) {
    return payoutList(ctx.sandbox.db, realMemberOf(ctx).accountId);
  },

  async payoutAccountAdd(input, ctx) {
    return addPayoutAccount(ctx.sandbox, realMemberOf(ctx).accountId, input);
  },

  async payoutAccountRemove({ id, paymentPassword }, ctx) {
    return removePayout(ctx.sandbox, realMemberOf(ctx).accountId, id, paymentPassword);
  },

  async mobileBindSms(input, ctx) {
    return sendMobileBindCode(ctx, realMemberOf(ctx).accountId, input);
  },

  async mobileBind(input, ctx) {
    return bindMobile(ctx, realMemberOf(ctx).accountId, input);
  },

  async emailBindCode({ email }, ctx) {
    return sendEmailBindCode(ctx, realMemberOf(ctx).accountId, email);
  },

  async emailBind(input, ctx) {
    return bindEmail(ctx, realMemberOf(ctx).accountId, input);
  },
};
