import type { Queryable } from '../db/database';
import { one } from '../db/database';

const LIFETIME_MS = 2 * 60 * 1000;

/** Remembers the answer of the captcha last drawn for a client key (a new image replaces the old). */
export async function storeCaptcha(db: Queryable, key: string, answer: string, now: Date) {
  await db.query(
    `insert into captchas (key, answer, created_at, expires_at) values ($1, $2, $3, $4)
     on conflict (key) do update set answer = excluded.answer, created_at = excluded.created_at,
       expires_at = excluded.expires_at, used_at = null`,
    [key, answer, now, new Date(now.getTime() + LIFETIME_MS)],
  );
}

/**
 * Checks and spends a captcha: a key is good for one attempt whatever its outcome, so a guess
 * cannot be retried against the same image.
 */
export async function consumeCaptcha(
  db: Queryable,
  key: string | undefined,
  typed: string | undefined,
  now: Date,
) {
  if (!key || !typed) return false;
  const row = await one<{ answer: string }>(
    db,
    'update captchas set used_at = $2 where key = $1 and used_at is null and expires_at > $2 returning answer',
    [key, now],
  );
  return !!row && row.answer.toUpperCase() === typed.trim().toUpperCase();
}
