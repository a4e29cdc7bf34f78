import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { spendCaptcha, upsertCaptcha } from './repository';

const LIFETIME_MS = 2 * 60 * 1000;

/** How a captcha names the account it was drawn for: usernames are one account whatever their case. */
export const captchaOwner = (username: string | undefined) => username?.trim().toLowerCase() || null;

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
 * cannot be retried against the same image. With `forUsername` (a login) it must have been drawn
 * for that username, so one solved image never serves a guess at another account.
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
