import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/**
 * Platform messages' SQL (migration 024). Every query names the member: a message of another
 * member is never read, marked or deleted, whatever id the caller sends. Ids are compared as
 * bigint, so an id past the column's range matches nothing instead of failing.
 */

/** Per-language texts: {"ES": ..., "EN": ...}. */
export type Texts = Record<string, string>;

export interface MessageRow {
  id: number;
  title: Texts;
  content: Texts;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = 'id, title, content, created_at, read_at';

export interface NewMessage {
  accountId: number;
  title: Texts;
  content: Texts;
  createdAt: Date;
  readAt?: Date | null;
}

export async function insertMessage(tx: Queryable, message: NewMessage): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `insert into member_messages (account_id, title, content, created_at, read_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      message.accountId,
      JSON.stringify(message.title),
      JSON.stringify(message.content),
      message.createdAt,
      message.readAt ?? null,
    ],
  );
  return row!.id;
}

/** How many messages the member has, and how many of them are unread. */
export const countsOf = async (db: Queryable, accountId: number) =>
  (await one<{ total: number; unread: number }>(
    db,
    `select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
       from member_messages where account_id = $1`,
    [accountId],
  ))!;

/** The unread count alone, from its partial index (the header's badge asks on every page). */
export const unreadOf = async (db: Queryable, accountId: number) =>
  (await one<{ n: number }>(
    db,
    'select count(*)::int as n from member_messages where account_id = $1 and read_at is null',
    [accountId],
  ))!.n;

/** A page of the member's messages: unread first, then newest first. */
export const messagesPage = (db: Queryable, accountId: number, limit: number, offset: number) =>
  db.query<MessageRow>(
    `select ${COLUMNS} from member_messages where account_id = $1
      order by read_at is not null, created_at desc, id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );

/** Marks one message of the member's read, keeping the first reading's time; undefined when none. */
export const markRead = (tx: Queryable, accountId: number, id: number, now: Date) =>
  one<MessageRow>(
    tx,
    `update member_messages set read_at = coalesce(read_at, $3)
      where account_id = $1 and id = $2::bigint returning ${COLUMNS}`,
    [accountId, id, now],
  );

/** Deletes those of `ids` that are the member's; answers how many went (the caller decides all or none). */
export const deleteOwn = async (tx: Queryable, accountId: number, ids: number[]) =>
  (
    await tx.query<{ id: number }>(
      'delete from member_messages where account_id = $1 and id = any($2::bigint[]) returning id',
      [accountId, ids],
    )
  ).length;

/** Marks every unread message of the member's read; answers how many. */
export const markAllRead = async (tx: Queryable, accountId: number, now: Date) =>
  (
    await tx.query<{ id: number }>(
      'update member_messages set read_at = $2 where account_id = $1 and read_at is null returning id',
      [accountId, now],
    )
  ).length;

/** Forgets these accounts' messages (the sandbox reset, for demo accounts). */
export async function deleteMessagesOf(tx: Queryable, accountIds: number[]) {
  await tx.query('delete from member_messages where account_id = any($1::int[])', [accountIds]);
}
