import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../core/db/database';
import type { CookieSession } from '../../core/context';
import { spendCaptcha, upsertCaptcha } from './repository';

const LIFETIME_MS = 2 * 60 * 1000;

/** How a captcha names the account it was drawn for: usernames are one account whatever their case. */
export const captchaOwner = (username: string | undefined) => username?.trim().toLowerCase() || null;

/**
 * Where a captcha is kept: under the caller's key (the SDK's), or else under the browser's cookie
 * session (the platform page's `GET /wps/captcha`, which names nothing). A key matches
 * `[A-Za-z0-9_-]`, so no key can name a cookie session's slot.
 */
export const drawSlot = (key: string | undefined, session: CookieSession) =>
  key ?? `session:${session.open()}`;

/** The slot a login or registration spends: the key it names, or its cookie session's. */
export const spendSlot = (key: string | undefined, session: CookieSession) =>
  key ?? (session.id ? `session:${session.id}` : undefined);

/**
 * Remembers the answer of the captcha last drawn for a client key (a new image replaces the old),
 * and the username it was drawn for, if any.
 */
export async function storeCaptcha(db: Queryable, key: string, answer: string, now: Date, username?: string) {
  await upsertCaptcha(db, {
    key,
    answer,
    username: captchaOwner(username),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
}

/**
 * Checks and spends a captcha: a key is good for one attempt whatever its outcome, so a guess
 * cannot be retried against the same image. With `forUsername` (a login by key) it must have been
 * drawn for that username, so one solved image never serves a guess at another account; the
 * page's cookie-session captcha names no one (the real page draws it before the name is typed)
 * and is bound to that browser's session instead.
 */
export async function consumeCaptcha(
  db: Queryable,
  key: string | undefined,
  typed: string | undefined,
  now: Date,
  forUsername?: string,
) {
  if (!key || !typed) return false;
  const row = await spendCaptcha(db, key, now);
  if (!row) return false;
  if (forUsername !== undefined && row.username !== captchaOwner(forUsername)) return false;
  const guess = Buffer.from(typed.trim().toUpperCase());
  const answer = Buffer.from(row.answer.toUpperCase());
  return guess.length === answer.length && timingSafeEqual(guess, answer);
}
