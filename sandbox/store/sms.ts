import type { RequestContext } from '../context';
import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { Fault, tooManyRequests } from '../http/fault';
import { numericCode } from '../security/tokens';
import { getSetting } from './brand';

export type SmsPurpose = 'login' | 'register' | 'password';

/** Wrong guesses a code accepts before it dies. */
export const SMS_MAX_ATTEMPTS = 5;

/**
 * Sends a code to the SMS outbox. Limits count per client address, and per number *from that
 * address*: someone hammering a victim's number spends their own quota, never the victim's, and
 * a new code never cancels the victim's earlier one.
 */
export async function sendSmsCode(
  ctx: RequestContext,
  to: { dialing: string; mobile: string },
  purpose: SmsPurpose,
) {
  const { sandbox, ip } = ctx;
  const expiredMinutes = await getSetting(sandbox.db, 'smsExpiredMinutes');
  for (const [limiter, key] of [
    [sandbox.limits.smsByIp, ip],
    [sandbox.limits.smsByNumber, `${to.dialing}${to.mobile}|${purpose}|${ip}`],
  ] as const) {
    const verdict = limiter.hit(key);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
  }
  const now = sandbox.now();
  await sandbox.db.query(
    'insert into sms_outbox (dialing_code, mobile, purpose, code, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [to.dialing, to.mobile, purpose, numericCode(6), now, new Date(now.getTime() + expiredMinutes * 60_000)],
  );
  return { expiredMinutes };
}

/**
 * Spends a code: it must be unused, unexpired, for this number and purpose. A wrong guess counts
 * against every live code of the number, which die after five.
 */
export async function consumeSmsCode(
  db: Queryable,
  to: { dialing: string; mobile: string },
  purpose: SmsPurpose,
  code: string,
  now: Date,
) {
  const hit = await one<{ id: number }>(
    db,
    `update sms_outbox set used_at = $5 where id = (
       select id from sms_outbox where dialing_code = $1 and mobile = $2 and purpose = $3 and code = $4
          and used_at is null and expires_at > $5 and attempts < $6
        order by created_at desc limit 1) returning id`,
    [to.dialing, to.mobile, purpose, code.trim(), now, SMS_MAX_ATTEMPTS],
  );
  if (hit) return;
  await db.query(
    'update sms_outbox set attempts = attempts + 1 where dialing_code = $1 and mobile = $2 and purpose = $3 and used_at is null and expires_at > $4',
    [to.dialing, to.mobile, purpose, now],
  );
  const live = await one(
    db,
    'select 1 from sms_outbox where dialing_code = $1 and mobile = $2 and purpose = $3 and expires_at > $4 and used_at is null and attempts < $5',
    [to.dialing, to.mobile, purpose, now, SMS_MAX_ATTEMPTS],
  );
  throw live
    ? new Fault(400, 'sms_code_invalid', 'The verification code is not valid', { field: 'verificationCode' })
    : new Fault(400, 'sms_code_expired', 'The code has expired, please send it again', {
        field: 'verificationCode',
      });
}
