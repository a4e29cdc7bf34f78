import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

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

/** Stores a reset link's token hash; the account's earlier unused links stop working. */
export async function replaceResetLink(
  tx: Queryable,
  link: { tokenHash: string; accountId: number; now: Date; expiresAt: Date },
) {
  await tx.query('update password_resets set used_at = $2 where account_id = $1 and used_at is null', [
    link.accountId,
    link.now,
  ]);
  await tx.query(
    'insert into password_resets (token_hash, account_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [link.tokenHash, link.accountId, link.now, link.expiresAt],
  );
}

/** Spends an unused, unexpired link in one statement; undefined when there is none. */
export const spendResetToken = (db: Queryable, tokenHash: string, now: Date) =>
  one<{ account_id: number; username: string }>(
    db,
    `update password_resets r set used_at = $2 from accounts a
      where r.token_hash = $1 and r.used_at is null and r.expires_at > $2 and a.id = r.account_id
      returning r.account_id, a.username`,
    [tokenHash, now],
  );
