import { randomInt } from 'node:crypto';
import type { HandlerTable } from '../http/handler';
import type { RequestContext } from '../context';
import { memberOf } from '../context';
import { Fault, tooManyRequests } from '../http/fault';
import { checkAgainstRule } from '../../sdk/contract/field-rule';
import { verifyPassword } from '../security/password';
import { revokeAccountSessions } from '../security/sessions';
import { findById, findByMobile, findByUsername, setPassword } from '../store/accounts';
import { flagEnabled, getSetting, registerRules } from '../store/brand';
import { sendEmail } from '../store/email';
import { consumeSmsCode, sendSmsCode } from '../store/sms';
import { endLaunches } from '../games/launches';

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

/** Letters and digits, at least one of each: meets the seed's password rule. */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [
    pick(letters),
    pick('23456789'),
    ...Array.from({ length: 8 }, () => pick(letters + '23456789')),
  ];
  return chars.sort(() => randomInt(3) - 1).join('');
}

export const passwordHandlers: HandlerTable = {
  async changePassword({ oldPassword, newPassword, confirmNewPassword }, ctx) {
    const { sandbox } = ctx;
    const member = memberOf(ctx);
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
    const now = sandbox.now();
    await sandbox.db.transaction(async (tx) => {
      await setPassword(tx, account.id, newPassword, sandbox.config.scryptLogN, now);
      await revokeAccountSessions(tx, sandbox.sessionCache, account.id, now, ctx.token);
      // Open game pages were launched under the old password: they end too, this session's included.
      await endLaunches(tx, account.id, now);
    });
    // Forget again once committed, so no read during the transaction re-cached a revoked session.
    sandbox.sessionCache.forgetAccount(account.id);
    return null;
  },

  /**
   * SPEC §4 forgot by email: a temporary password goes to the address on file; the next login must
   * change it. Limited per client address so nobody can spray resets.
   */
  async forgotByEmail({ username, email }, ctx) {
    const { sandbox, ip } = ctx;
    const limit = sandbox.limits.resetByIp.hit(ip);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const account = await findByUsername(sandbox.db, username);
    if (!account || !account.email || account.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new Fault(404, 'email_not_found', 'Username/Email does not exist');
    }
    const password = temporaryPassword();
    const now = sandbox.now();
    const brand = await getSetting(sandbox.db, 'brandName');
    await sandbox.db.transaction(async (tx) => {
      await setPassword(tx, account.id, password, sandbox.config.scryptLogN, now);
      await tx.query('update accounts set must_change_password = true where id = $1', [account.id]);
      await revokeAccountSessions(tx, sandbox.sessionCache, account.id, now);
      await sendEmail(
        tx,
        {
          address: account.email!,
          subject: `${brand}: your temporary password`,
          body: `Hello ${account.username},\n\nYour temporary password is: ${password}\n\nLog in with it; you will be asked to choose a new password straight away.\nIf you did not ask for this, contact customer service.`,
        },
        now,
      );
    });
    sandbox.sessionCache.forgetAccount(account.id);
    return null;
  },

  async passwordSms({ mobileNum, countryDialingCode }, ctx) {
    await requireResetByPhone(ctx);
    if (!(await findByMobile(ctx.sandbox.db, countryDialingCode, mobileNum))) {
      throw new Fault(404, 'mobile_not_found', 'That mobile number is not registered', {
        field: 'mobileNum',
      });
    }
    return sendSmsCode(ctx, { dialing: countryDialingCode, mobile: mobileNum }, 'password');
  },

  /** SPEC §4 forgot by phone: the SMS code sets a new password; the portal then logs in with it. */
  async resetByPhone({ mobileNum, countryDialingCode, verificationCode, newPassword }, ctx) {
    const { sandbox } = ctx;
    await requireResetByPhone(ctx);
    const to = { dialing: countryDialingCode ?? '63', mobile: mobileNum };
    const account = await findByMobile(sandbox.db, to.dialing, to.mobile);
    if (!account)
      throw new Fault(404, 'mobile_not_found', 'That mobile number is not registered', {
        field: 'mobileNum',
      });
    await checkNewPassword(ctx, newPassword);
    const now = sandbox.now();
    await sandbox.db.transaction(async (tx) => {
      await consumeSmsCode(tx, to, 'password', verificationCode, now);
      await setPassword(tx, account.id, newPassword, sandbox.config.scryptLogN, now);
      await revokeAccountSessions(tx, sandbox.sessionCache, account.id, now);
      await endLaunches(tx, account.id, now);
    });
    sandbox.sessionCache.forgetAccount(account.id);
    return { userName: account.username };
  },
};
