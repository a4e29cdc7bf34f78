import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** Keeps one answer per client key: a new image replaces the old one and makes it usable again. */
export async function upsertCaptcha(
  db: Queryable,
  captcha: { key: string; answer: string; username: string | null; createdAt: Date; expiresAt: Date },
) {
  await db.query(
    `insert into captchas (key, answer, username, created_at, expires_at) values ($1, $2, $3, $4, $5)
     on conflict (key) do update set answer = excluded.answer, username = excluded.username,
       created_at = excluded.created_at, expires_at = excluded.expires_at, used_at = null,
       drawn = excluded.drawn`,
    [captcha.key, captcha.answer, captcha.username, captcha.createdAt, captcha.expiresAt],
  );
}

/** Marks a live captcha used and returns what it was drawn with; undefined when none is live. */
export const spendCaptcha = (db: Queryable, key: string, now: Date) =>
  one<{ answer: string; username: string | null }>(
    db,
    'update captchas set used_at = $2 where key = $1 and used_at is null and expires_at > $2 returning answer, username',
    [key, now],
  );
