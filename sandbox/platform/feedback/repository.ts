import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { FeedbackType } from '@sdk/contract';

/**
 * Feedback's SQL (migration 024): the feedback, its images (bytes in the database, like the
 * withdrawal proofs) and the operator's replies. Reads for a member always name the member, so an
 * id of another member's finds nothing.
 */

export interface FeedbackRow {
  id: number;
  account_id: number;
  type: FeedbackType;
  content: string;
  created_at: Date;
}

const COLUMNS = 'id, account_id, type, content, created_at';

/**
 * Holds the member's account row until the transaction ends, so that two feedbacks sent at once
 * are counted one after the other against the rate limit (and a request id's replay finds the
 * first). `no key update`, as sandbox/platform/safer-gambling takes it: rows referring to the account do not
 * wait for it.
 */
export async function lockAccount(tx: Queryable, accountId: number) {
  await tx.query('select id from accounts where id = $1 for no key update', [accountId]);
}

export const feedbackByRequest = (tx: Queryable, accountId: number, requestId: string) =>
  one<{ id: number; fingerprint: string }>(
    tx,
    'select id, fingerprint from feedback where account_id = $1 and request_id = $2',
    [accountId, requestId],
  );

/** How many feedbacks the member sent since `since`, and when the oldest of them was. */
export const sentSince = async (tx: Queryable, accountId: number, since: Date) =>
  (await one<{ n: number; oldest: Date | null }>(
    tx,
    'select count(*)::int as n, min(created_at) as oldest from feedback where account_id = $1 and created_at > $2',
    [accountId, since],
  ))!;

export interface NewFeedback {
  accountId: number;
  requestId: string;
  fingerprint: string;
  type: FeedbackType;
  content: string;
  createdAt: Date;
}

export async function insertFeedback(tx: Queryable, f: NewFeedback): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `insert into feedback (account_id, request_id, fingerprint, type, content, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [f.accountId, f.requestId, f.fingerprint, f.type, f.content, f.createdAt],
  );
  return row!.id;
}

export interface NewImage {
  id: string;
  feedbackId: number;
  position: number;
  name: string;
  type: string;
  data: Uint8Array;
}

export async function insertImage(tx: Queryable, image: NewImage) {
  await tx.query(
    `insert into feedback_images (id, feedback_id, position, name, type, size, data)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [image.id, image.feedbackId, image.position, image.name, image.type, image.data.byteLength, image.data],
  );
}

export async function insertReply(tx: Queryable, feedbackId: number, content: string, at: Date) {
  await tx.query('insert into feedback_replies (feedback_id, content, created_at) values ($1, $2, $3)', [
    feedbackId,
    content,
    at,
  ]);
}

export const ownFeedback = (db: Queryable, accountId: number, id: number) =>
  one<FeedbackRow>(db, `select ${COLUMNS} from feedback where account_id = $1 and id = $2`, [accountId, id]);

/** A feedback whoever sent it (the operator's side), locked so that replies queue. */
export const feedbackForReply = (tx: Queryable, id: number) =>
  one<FeedbackRow>(tx, `select ${COLUMNS} from feedback where id = $1::bigint for update`, [id]);

export const countFeedback = async (db: Queryable, accountId: number) =>
  (await one<{ n: number }>(db, 'select count(*)::int as n from feedback where account_id = $1', [
    accountId,
  ]))!.n;

/** A page of the member's feedback, newest first. */
export const feedbackPage = (db: Queryable, accountId: number, limit: number, offset: number) =>
  db.query<FeedbackRow>(
    `select ${COLUMNS} from feedback where account_id = $1
      order by created_at desc, id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );

/** The latest feedback of everyone, or of one account, for the operator's switch. */
export const latestFeedback = (db: Queryable, accountId: number | null, limit: number) =>
  db.query<FeedbackRow & { username: string }>(
    `select f.id, f.account_id, f.type, f.content, f.created_at, a.username
       from feedback f join accounts a on a.id = f.account_id
      where $1::int is null or f.account_id = $1
      order by f.created_at desc, f.id desc limit $2`,
    [accountId, limit],
  );

/** The images of these feedbacks, without their bytes, in the order they were sent. */
export const imagesOf = (db: Queryable, feedbackIds: number[]) =>
  db.query<{ feedback_id: number; id: string; name: string; type: 'image/png' | 'image/jpeg'; size: number }>(
    `select feedback_id, id, name, type, size from feedback_images where feedback_id = any($1::int[])
      order by feedback_id, position`,
    [feedbackIds],
  );

export const repliesOf = (db: Queryable, feedbackIds: number[]) =>
  db.query<{ feedback_id: number; content: string; created_at: Date }>(
    `select feedback_id, content, created_at from feedback_replies where feedback_id = any($1::int[])
      order by feedback_id, id`,
    [feedbackIds],
  );

/** One image with its bytes, only when it belongs to a feedback of this member's. */
export const ownImage = (db: Queryable, accountId: number, imageId: string) =>
  one<{ id: string; name: string; type: 'image/png' | 'image/jpeg'; size: number; data: Uint8Array }>(
    db,
    `select i.id, i.name, i.type, i.size, i.data from feedback_images i
       join feedback f on f.id = i.feedback_id
      where i.id = $2 and f.account_id = $1`,
    [accountId, imageId],
  );

/** Forgets these accounts' feedback, its images and replies (the sandbox reset, for demo accounts). */
export async function deleteFeedbackOf(tx: Queryable, accountIds: number[]) {
  await tx.query('delete from feedback where account_id = any($1::int[])', [accountIds]);
}
