import type { LoginResult } from '@sdk/contract';
import type { RequestContext } from '../../core/context';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { verifyPassword } from '../../core/ciphers/password';
import { createSession } from '../../core/sessions/sessions';
import { consumeCaptcha, spendSlot } from '../captcha';
import { flagEnabled, getSetting, homeDialingCode } from '../brand';
import {
  ADMIN_ACCOUNT_TYPE,
  clearFailedLogins,
  countLoginAttempt,
  findByMobile,
  findByUsername,
  recordLogin,
  recordMarks,
  type AccountRow,
} from '../accounts';
import { recordMemberLogin } from '../security-centre';
import { smsCodeRefused, spendSmsCode } from '../sms-codes';
import { refuseIfExcluded } from '../safer-gambling';
import { demandVerification } from './new-address';

/** Failed logins of an account after which every attempt needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;

type LoginAccount = Pick<
  AccountRow,
  'id' | 'username' | 'type' | 'first_login_at' | 'password_changed_at' | 'must_change_password'
>;

// Verifying against this when the username is unknown keeps the answer time the same,
// so response times do not reveal which usernames exist.
const dummyHash = (logN: number) =>
  `scrypt$${logN}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

const loginFailed = (captcha: boolean) =>
  new Fault(401, 'login_failed', 'Incorrect username or password', { captcha });

/** Counts an attempt on a username that has no account (bounded: cleared when large). */
function countUnknown(failures: Map<string, number>, key: string): number {
  if (failures.size > 10_000) failures.clear();
  const attempt = (failures.get(key) ?? 0) + 1;
  failures.set(key, attempt);
  return attempt;
}

export function limitLogin(ctx: RequestContext) {
  const limit = ctx.sandbox.limits.loginByIp.hit(ctx.clientKey);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
}

/**
 * The password half of a login: rate-limited per client address (an attacker slows only
 * themselves); repeated failures on an account ask for a captcha instead of locking it, so an
 * attacker cannot lock a player out. The failure count is left as it is: the caller clears it once
 * the whole login has succeeded.
 */
export async function checkPassword(
  ctx: RequestContext,
  input: { username: string; password: string; captcha?: string; captchaKey?: string },
): Promise<AccountRow> {
  const { sandbox } = ctx;
  const { db } = sandbox;
  limitLogin(ctx);

  const account = await findByUsername(db, input.username);
  // Unknown usernames count failures too, so the captcha flag does not tell which accounts exist.
  const unknownKey = input.username.trim().toLowerCase();
  // The attempt is counted before the password is checked, in one statement: guesses sent in
  // parallel each take their own number, so no more than three are judged without a captcha.
  const attempt = account
    ? await countLoginAttempt(db, account.id)
    : countUnknown(sandbox.unknownLoginFailures, unknownKey);
  if (attempt > CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha)
      throw new Fault(400, 'captcha_required', 'Please complete verification first', { captcha: true });
    const slot = spendSlot(input.captchaKey, ctx.cookieSession);
    const owner = input.captchaKey === undefined ? undefined : input.username;
    if (!(await consumeCaptcha(db, slot, input.captcha, sandbox.now(), owner))) {
      throw new Fault(400, 'captcha_invalid', 'The verification code is incorrect', { captcha: true });
    }
  }
  const usable = account?.password_hash.startsWith('scrypt$') ?? false;
  const ok = await verifyPassword(
    input.password,
    usable ? account!.password_hash : dummyHash(sandbox.config.scryptLogN),
  );
  if (!account || !usable || !ok) throw loginFailed(attempt >= CAPTCHA_AFTER_FAILURES);
  return account;
}

/**
 * Username and password login; from a new address, with LOGINIPVERF3 on, the platform first asks
 * for a second step (new-address.ts, login-verification.ts).
 */
export async function loginWithPassword(
  ctx: RequestContext,
  input: {
    username: string;
    password: string;
    captcha?: string;
    captchaKey?: string;
    loginDeviceId?: string;
  },
): Promise<LoginResult> {
  const account = await checkPassword(ctx, input);
  await demandVerification(ctx, account);
  await clearFailedLogins(ctx.sandbox.db, account.id);
  return openSession(ctx, account, { typedPassword: input.password, deviceId: input.loginDeviceId });
}

/**
 * SPEC §3 mobile login: the mobile number as username, the SMS code as password. The code is
 * checked before the number is looked up, and an unknown number fails like a wrong code, so the
 * answer never tells which numbers have accounts.
 */
export async function loginWithSmsCode(
  ctx: RequestContext,
  input: { username: string; password: string; countryDialingCode?: string; loginDeviceId?: string },
): Promise<LoginResult> {
  const { sandbox } = ctx;
  limitLogin(ctx);
  const to = {
    dialing: input.countryDialingCode ?? (await homeDialingCode(sandbox.db)),
    mobile: input.username.trim(),
  };
  await spendSmsCode(sandbox.db, to, 'login', input.password, sandbox.now());
  const account = await findByMobile(sandbox.db, to.dialing, to.mobile);
  if (!account) throw smsCodeRefused();
  return openSession(ctx, account, { deviceId: input.loginDeviceId });
}

/**
 * Whether a password login must change its password before anything else: the brand's weak
 * default, a temporary password sent by email, or an expired one while PWDEXPFORCECHANGE3 is on.
 * SMS logins typed no password, so they are not asked (SPEC §4).
 */
async function changeDue(ctx: RequestContext, account: LoginAccount, typed: string | undefined) {
  if (typed === undefined) return { required: false, expired: await expired(ctx, account) };
  const { db } = ctx.sandbox;
  const isExpired = await expired(ctx, account);
  const required =
    account.must_change_password ||
    typed === (await getSetting(db, 'weakDefaultPassword')) ||
    (isExpired && (await flagEnabled(db, 'PWDEXPFORCECHANGE3')));
  return { required, expired: isExpired };
}

async function expired(ctx: RequestContext, account: LoginAccount) {
  const days = await getSetting(ctx.sandbox.db, 'passwordExpiryDays');
  return ctx.sandbox.now().getTime() - new Date(account.password_changed_at).getTime() > days * 86_400_000;
}

/** Refuses back-office accounts, records the login and issues a token. */
export async function openSession(
  ctx: RequestContext,
  account: LoginAccount,
  how: { typedPassword?: string; deviceId?: string } = {},
): Promise<LoginResult> {
  const { sandbox, ip } = ctx;
  const { db } = sandbox;
  // Checked after the password, so the answer does not tell outsiders which accounts are staff.
  if (account.type === ADMIN_ACCOUNT_TYPE)
    throw new Fault(403, 'member_no_enter', 'Non-member account unable to login');
  const now = sandbox.now();
  // Also after the password (or SMS code, or ticket): only the player learns of their time-out or
  // self-exclusion and its end, never someone guessing at the account.
  await refuseIfExcluded(db, account.id, now);
  const due = await changeDue(ctx, account, how.typedPassword);
  await recordLogin(db, account.id, now, ip);
  await recordMarks(db, account.id, { address: ip, device: how.deviceId }, now);
  await recordMemberLogin(db, ctx, account.id, now);
  const token = await createSession(
    db,
    { accountId: account.id, ip, ttlMs: sandbox.config.sessionTtlMs, passwordChangeRequired: due.required },
    now,
  );
  return {
    token,
    firstTimeLogin: account.first_login_at === null,
    passwordExpired: due.expired,
    userName: account.username,
    accountType: account.type,
    customerId: account.id,
    changePasswordRequired: due.required,
  };
}
