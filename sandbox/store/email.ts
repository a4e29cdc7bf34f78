import type { Queryable } from '../db/database';

/** Puts a message in the email outbox (the sandbox's stand-in for a mail server). */
export async function sendEmail(
  db: Queryable,
  message: { address: string; subject: string; body: string },
  now: Date,
) {
  await db.query('insert into email_outbox (address, subject, body, created_at) values ($1, $2, $3, $4)', [
    message.address,
    message.subject,
    message.body,
    now,
  ]);
}
