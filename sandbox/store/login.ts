import type { LoginResult } from '../../sdk/contract';
import type { RequestContext } from '../context';
import { one } from '../db/database';
import { Fault, tooManyRequests } from '../http/fault';
import { verifyPassword } from '../security/password';
import { createSession } from '../security/sessions';
import { consumeCaptcha } from '../captcha/store';
import { getSetting } from './brand';

/** Failed logins of an account after which every attempt needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;

interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  type: number;
  failed_logins: number;
  first_login_at: Date | null;
  password_changed_at: Date;
}

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
  const now = sandbox.now();
  const limit = sandbox.limits.loginByIp.hit(ip);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);

  const account = await one<AccountRow>(db, 'select * from accounts where lower(username) = lower($1)', [
    input.username.trim(),
  ]);
  // Unknown usernames count failures too, so the captcha flag does not tell which accounts exist.
  const unknownKey = input.username.trim().toLowerCase();
  const failures = account ? account.failed_logins : (sandbox.unknownLoginFailures.get(unknownKey) ?? 0);
  const needsCaptcha = failures >= CAPTCHA_AFTER_FAILURES;
  if (needsCaptcha) {
    if (!input.captcha)
      throw new Fault(400, 'captcha_required', 'Please enter the verification code', { captcha: true });
    if (!(await consumeCaptcha(db, input.captchaKey, input.captcha, now))) {
      throw new Fault(400, 'captcha_invalid', 'The verification code is incorrect', { captcha: true });
    }
  }
  const usable = account?.password_hash.startsWith('scrypt$') ?? false;
  const ok = await verifyPassword(
    input.password,
    usable ? account!.password_hash : dummyHash(sandbox.config.scryptLogN),
  );
  if (!account || !ok || !usable) {
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

  const expiryDays = await getSetting(db, 'passwordExpiryDays');
  const passwordExpired =
    now.getTime() - new Date(account.password_changed_at).getTime() > expiryDays * 86_400_000;
  await db.query(
    `update accounts set failed_logins = 0, last_login_at = $2, last_login_ip = $3, login_count = login_count + 1 where id = $1`,
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
