import type { HandlerTable } from '../../core/http/handler';
import type { RequestContext } from '../../core/context';
import { memberOf } from '../../core/context';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { checkAgainstRule } from '@sdk/contract/field-rule';
import { hashPassword, verifyPassword } from '../../core/ciphers/password';
import { passwordChanged, revokeAccountSessions } from '../../core/sessions/sessions';
import { findById, findByMobile, findByUsername, setPasswordHash } from '../accounts';
import { flagEnabled, getSetting, homeDialingCode, registerRules } from '../brand';
import { endLaunches } from '../launches';
import { limitSmsRequest, sendSmsCode, smsCodeRefused, spendSmsCode } from '../sms-codes';
import { emailResetLink, resetLinkBase, spendResetLink } from './password-resets';

/** A new password must meet the brand's password rule and must not be the weak default. */
async function checkNewPassword(ctx: RequestContext, password: string, field = 'newPassword') {
  const rule = (await registerRules(ctx.sandbox.db, 'username')).password;
  if (rule && checkAgainstRule(rule, password, true) !== 'ok') {
    throw new Fault(400, 'field_invalid', 'The new password does not meet the password rule', {
      field,
      patternId: rule.patternId,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
    });
  }
  if (password === (await getSetting(ctx.sandbox.db, 'weakDefaultPassword'))) {
    throw new Fault(400, 'field_invalid', 'Choose a password other than the default one', { field });
  }
}

async function requireResetByPhone(ctx: RequestContext) {
  if (!(await flagEnabled(ctx.sandbox.db, 'CHNGPASSVERIF3')))
    throw new Fault(403, 'feature_disabled', 'Password reset by phone is not enabled');
}

function limit(limiter: { hit(key: string): { allowed: boolean; retryAfterMs: number } }, key: string) {
  const verdict = limiter.hit(key);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
}

/**
 * Stores a new password hash and ends what the old password opened: every other session, and
 * every game page. The hash is made before the transaction, so a slow hash never holds it.
 */
async function replacePassword(ctx: RequestContext, accountId: number, password: string, keep?: string) {
  const { sandbox } = ctx;
  const hash = await hashPassword(password, sandbox.config.scryptLogN);
  const now = sandbox.now();
  await sandbox.db.transaction(async (tx) => {
    await setPasswordHash(tx, accountId, hash, now);
    await revokeAccountSessions(tx, sandbox.sessionCache, accountId, now, keep);
    await endLaunches(tx, accountId, now);
  });
  // Forget again once committed, so no read during the transaction re-cached a revoked session.
  sandbox.sessionCache.forgetAccount(accountId);
}

export const passwordHandlers: HandlerTable = {
  async changePassword({ oldPassword, newPassword, confirmNewPassword }, ctx) {
    const { sandbox } = ctx;
    const member = memberOf(ctx);
    // Each try costs two password hashes: a session cannot spend the server's hashing on a flood.
    limit(sandbox.limits.passwordChangeByAccount, String(member.accountId));
    const account = (await findById(sandbox.db, member.accountId))!;
    if (!(await verifyPassword(oldPassword, account.password_hash))) {
      throw new Fault(400, 'password_incorrect', 'The current password is not correct', {
        field: 'oldPassword',
      });
    }
    await checkNewPassword(ctx, newPassword);
    if (newPassword === oldPassword)
      throw new Fault(400, 'field_invalid', 'The new password must differ from the current one', {
        field: 'newPassword',
      });
    if (newPassword !== confirmNewPassword)
      throw new Fault(400, 'password_mismatch', 'Incorrect confirmation input', {
        field: 'confirmNewPassword',
      });
    await replacePassword(ctx, account.id, newPassword, ctx.token);
    await passwordChanged(sandbox.db, sandbox.sessionCache, ctx.token!);
    return null;
  },

  /**
   * SPEC §4 forgot by email: a single-use link goes to the address on file. Nothing changes until
   * it is used, and the answer is the same whether or not the username and address match, so the
   * form tells nobody which accounts exist.
   */
  async forgotByEmail({ username, email }, ctx) {
    const { sandbox } = ctx;
    limit(sandbox.limits.resetByIp, ctx.clientKey);
    // Decided before the lookup: a refusal here must not depend on whether the account exists.
    const base = resetLinkBase(ctx);
    const account = await findByUsername(sandbox.db, username);
    if (account?.email && account.email.toLowerCase() === email.trim().toLowerCase()) {
      await emailResetLink(ctx, base, { id: account.id, username: account.username, email: account.email });
    }
    return null;
  },

  async resetByEmailLink({ token, newPassword, confirmNewPassword }, ctx) {
    limit(ctx.sandbox.limits.resetByIp, ctx.clientKey);
    await checkNewPassword(ctx, newPassword);
    if (newPassword !== confirmNewPassword)
      throw new Fault(400, 'password_mismatch', 'Incorrect confirmation input', {
        field: 'confirmNewPassword',
      });
    const account = await spendResetLink(ctx, token);
    await replacePassword(ctx, account.id, newPassword);
    return { userName: account.username };
  },

  /** Like the login code: the limits come first and the answer never tells whether the number is known. */
  async passwordSms({ mobileNum, countryDialingCode }, ctx) {
    await requireResetByPhone(ctx);
    const to = { dialing: countryDialingCode, mobile: mobileNum };
    limitSmsRequest(ctx, to, 'password');
    if (await findByMobile(ctx.sandbox.db, countryDialingCode, mobileNum))
      return sendSmsCode(ctx, to, 'password');
    return { expiredMinutes: await getSetting(ctx.sandbox.db, 'smsExpiredMinutes') };
  },

  /**
   * SPEC §4 forgot by phone: the SMS code sets a new password; the portal then logs in with it.
   * Limited per address and per number; the code is spent (each guess counted for good) before
   * the number is looked up, and an unknown number fails like a wrong code.
   */
  async resetByPhone({ mobileNum, countryDialingCode, verificationCode, newPassword }, ctx) {
    const { sandbox } = ctx;
    await requireResetByPhone(ctx);
    const to = { dialing: countryDialingCode ?? (await homeDialingCode(sandbox.db)), mobile: mobileNum };
    limit(sandbox.limits.resetPhoneByIp, ctx.clientKey);
    limit(sandbox.limits.resetPhoneByNumber, `${to.dialing}${to.mobile}`);
    await checkNewPassword(ctx, newPassword);
    await spendSmsCode(sandbox.db, to, 'password', verificationCode, sandbox.now());
    const account = await findByMobile(sandbox.db, to.dialing, to.mobile);
    if (!account) throw smsCodeRefused();
    await replacePassword(ctx, account.id, newPassword);
    return { userName: account.username };
  },
};
