import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** Who an SMS goes to, and why. */
export interface SmsKey {
  readonly dialing: string;
  readonly mobile: string;
  readonly purpose: string;
}

/** Ends the live codes of a number for one purpose. */
export async function expireSmsCodes(db: Queryable, to: SmsKey, now: Date) {
  await db.query(
    `update sms_outbox set expires_at = $4 where dialing_code = $1 and mobile = $2 and purpose = $3
        and used_at is null and expires_at > $4`,
    [to.dialing, to.mobile, to.purpose, now],
  );
}

export async function insertSms(
  db: Queryable,
  to: SmsKey,
  message: { code: string | null; body: string; createdAt: Date; expiresAt: Date },
) {
  await db.query(
    `insert into sms_outbox (dialing_code, mobile, purpose, code, body, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [to.dialing, to.mobile, to.purpose, message.code, message.body, message.createdAt, message.expiresAt],
  );
}

/**
 * Counts a guess against the number's latest live code, if it has one with guesses left, and
 * returns that code. The row lock serializes parallel guesses.
 */
export const countSmsGuess = (db: Queryable, to: SmsKey, now: Date, maxAttempts: number) =>
  one<{ id: number; code: string }>(
    db,
    `update sms_outbox set attempts = attempts + 1 where id = (
       select id from sms_outbox where dialing_code = $1 and mobile = $2 and purpose = $3 and code is not null
          and used_at is null and expires_at > $4 and attempts < $5
        order by id desc limit 1 for update)
     returning id, code`,
    [to.dialing, to.mobile, to.purpose, now, maxAttempts],
  );

/** Marks a code used; false when a parallel request used it first. */
export const spendSms = async (db: Queryable, id: number, now: Date) =>
  !!(await one(db, 'update sms_outbox set used_at = $2 where id = $1 and used_at is null returning id', [
    id,
    now,
  ]));
