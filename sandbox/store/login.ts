import type { LoginResult } from '../../sdk/contract';
import type { RequestContext } from '../context';
import { one } from '../db/database';
import { Fault, tooManyRequests } from '../http/fault';
import { verifyPassword } from '../security/password';
import { createSession } from '../security/sessions';
import { consumeCaptcha } from '../captcha/store';
import { getSetting } from './brand';
import { ADMIN_ACCOUNT_TYPE, findByMobile, findByUsername, type AccountRow } from './accounts';
import { consumeSmsCode } from './sms';

/** Failed logins of an account after which every attempt needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;

type LoginAccount = Pick<AccountRow, 'id' | 'username' | 'type' | 'first_login_at' | 'password_changed_at'>;

// Verifying against this when the username is unknown keeps the answer time the same,
// so response times do not reveal which usernames exist.
const dummyHash = (logN: number) =>
  `scrypt$${logN}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

const loginFailed = (captcha: boolean) =>
  new Fault(401, 'login_failed', 'Incorrect username or password', { captcha });

/**
 * Username and password login. Rate-limited per client address (an attacker slows only
 * themselves); repeated failures on an account ask for a captcha instead of locking it, so an
 * attacker cannot lock a player out.
 */
export async function loginWithPassword(
  ctx: RequestContext,
  input: { username: string; password: string; captcha?: string; captchaKey?: string },
): Promise<LoginResult> {
  const { sandbox, ip } = ctx;
  const { db } = sandbox;
  const limit = sandbox.limits.loginByIp.hit(ip);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);

  const account = await findByUsername(db, input.username);
  // Unknown usernames count failures too, so the captcha flag does not tell which accounts exist.
  const unknownKey = input.username.trim().toLowerCase();
  const failures = account ? account.failed_logins : (sandbox.unknownLoginFailures.get(unknownKey) ?? 0);
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha)
      throw new Fault(400, 'captcha_required', 'Please complete verification first', { captcha: true });
    if (!(await consumeCaptcha(db, input.captchaKey, input.captcha, sandbox.now()))) {
      throw new Fault(400, 'captcha_invalid', 'The verification code is incorrect', { captcha: true });
    }
  }
  const usable = account?.password_hash.startsWith('scrypt$') ?? false;
  const ok = await verifyPassword(
    input.password,
    usable ? account!.password_hash : dummyHash(sandbox.config.scryptLogN),
  );
  if (!account || !usable || !ok) {
    if (!account) {
      if (sandbox.unknownLoginFailures.size > 10_000) sandbox.unknownLoginFailures.clear();
      sandbox.unknownLoginFailures.set(unknownKey, failures + 1);
      throw loginFailed(failures + 1 >= CAPTCHA_AFTER_FAILURES);
    }
    const failed = await one<{ failed_logins: number }>(
      db,
      'update accounts set failed_logins = failed_logins + 1 where id = $1 returning failed_logins',
      [account.id],
    );
    throw loginFailed(failed!.failed_logins >= CAPTCHA_AFTER_FAILURES);
  }
  await db.query('update accounts set failed_logins = 0 where id = $1', [account.id]);
  return openSession(ctx, account);
}

/** SPEC §3 mobile login: the mobile number as username, the SMS code as password. */
export async function loginWithSmsCode(
  ctx: RequestContext,
  input: { username: string; password: string; countryDialingCode?: string },
): Promise<LoginResult> {
  const { sandbox, ip } = ctx;
  const limit = sandbox.limits.loginByIp.hit(ip);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  const to = { dialing: input.countryDialingCode ?? '63', mobile: input.username.trim() };
  const account = await findByMobile(sandbox.db, to.dialing, to.mobile);
  if (!account)
    throw new Fault(404, 'mobile_not_found', 'That mobile number is not registered', { field: 'mobileNum' });
  await consumeSmsCode(sandbox.db, to, 'login', input.password, sandbox.now());
  return openSession(ctx, account);
}

/** Refuses back-office accounts, records the login and issues a token. */
export async function openSession(ctx: RequestContext, account: LoginAccount): Promise<LoginResult> {
  const { sandbox, ip } = ctx;
  const { db } = sandbox;
  // Checked after the password, so the answer does not tell outsiders which accounts are staff.
  if (account.type === ADMIN_ACCOUNT_TYPE)
    throw new Fault(403, 'member_no_enter', 'Non-member account unable to login');
  const now = sandbox.now();
  const expiryDays = await getSetting(db, 'passwordExpiryDays');
  const passwordExpired =
    now.getTime() - new Date(account.password_changed_at).getTime() > expiryDays * 86_400_000;
  await db.query(
    'update accounts set last_login_at = $2, last_login_ip = $3, login_count = login_count + 1 where id = $1',
    [account.id, now, ip],
  );
  const token = await createSession(db, account.id, ip, now, sandbox.config.sessionTtlMs);
  return {
    token,
    firstTimeLogin: account.first_login_at === null,
    passwordExpired,
    userName: account.username,
    accountType: account.type,
    customerId: account.id,
  };
}
