import type { RequestContext } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { newToken, tokenHash } from '../../core/ciphers/tokens';
import { getSetting } from '../brand';
import { replaceResetLink, sendEmail, spendResetToken } from './repository';

/** How long an emailed reset link works. */
export const RESET_LINK_TTL_MS = 30 * 60_000;

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Where the link in the email points. Never built from the request's Host header alone: an
 * attacker who sends the request with `Host: evil.example` would receive the victim's token when
 * the victim clicked. The operator's PUBLIC_URL decides; without it only a loopback origin (a
 * developer's machine) is trusted.
 */
export function resetLinkBase(ctx: RequestContext): string {
  const configured = ctx.sandbox.config.publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  if (LOOPBACK.test(ctx.origin)) return ctx.origin;
  throw new Fault(503, 'not_configured', 'Password reset links need the PUBLIC_URL setting');
}

/** Emails a single-use link under `base`; earlier links of the account stop working. */
export async function emailResetLink(
  ctx: RequestContext,
  base: string,
  account: { id: number; username: string; email: string },
) {
  const { sandbox } = ctx;
  const now = sandbox.now();
  const token = newToken();
  const link = `${base}/#reset-password=${token}`;
  const brand = await getSetting(sandbox.db, 'brandName');
  await sandbox.db.transaction(async (tx) => {
    await replaceResetLink(tx, {
      tokenHash: tokenHash(token),
      accountId: account.id,
      now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
    await sendEmail(
      tx,
      {
        address: account.email,
        subject: `${brand}: reset your password`,
        body:
          `Hello ${account.username},\n\nSomeone asked to reset the password of your ${brand} account. ` +
          `To choose a new one, open this link within 30 minutes:\n\n${link}\n\n` +
          'It works once. If you did not ask for this, ignore this email: your password stays as it is.',
      },
      now,
    );
  });
}

/** Spends a link's token: unused and unexpired, or refused with one answer for every failure. */
export async function spendResetLink(ctx: RequestContext, token: string) {
  const now = ctx.sandbox.now();
  const row = await spendResetToken(ctx.sandbox.db, tokenHash(token), now);
  if (!row)
    throw new Fault(400, 'reset_link_invalid', 'This reset link has expired or was already used', {
      field: 'token',
    });
  return { id: row.account_id, username: row.username };
}
