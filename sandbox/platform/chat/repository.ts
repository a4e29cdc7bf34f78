import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The chat room's SQL (migration 028): messages are written once and read as the latest few. */

export interface ChatRow {
  id: number;
  account_id: number;
  author: string;
  body: string;
  created_at: Date;
}

export async function insertChatMessage(
  db: Queryable,
  message: { accountId: number; author: string; body: string; at: Date },
): Promise<ChatRow> {
  return (await one<ChatRow>(
    db,
    `insert into chat_messages (account_id, author, body, created_at) values ($1, $2, $3, $4)
     returning id, account_id, author, body, created_at`,
    [message.accountId, message.author, message.body, message.at],
  ))!;
}

/** The latest `limit` messages, oldest first (the order a room shows them in). */
export const latestChatMessages = async (db: Queryable, limit: number): Promise<ChatRow[]> =>
  (
    await db.query<ChatRow>(
      `select id, account_id, author, body, created_at from chat_messages order by id desc limit $1`,
      [limit],
    )
  ).reverse();
