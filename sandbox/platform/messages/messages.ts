import {
  MESSAGE_PREVIEW_CHARS,
  type MessagePage,
  type MessageSummary,
  type PlatformMessage,
} from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import type { Sandbox } from '../../core/context';
import { notFound } from '../../core/http/fault';
import { localized } from '../../core/http/language';
import {
  countsOf,
  deleteOwn,
  insertMessage,
  markAllRead,
  markRead,
  messagesPage,
  unreadOf,
  type MessageRow,
  type Texts,
} from './repository';

/**
 * The member's platform messages (SPEC §2 messageV2): list, open, delete, mark all read, and the
 * unread count behind the badge. Texts are plain text in the reader's language.
 */

/** The same answer for another member's message as for one that never was: nothing to learn by trying ids. */
const noSuchMessage = () => notFound('No such message');

/** The start of a text on one line: spaces and line breaks collapsed, cut by code points, '…' when cut. */
export function preview(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= MESSAGE_PREVIEW_CHARS) return chars.join('');
  return `${chars
    .slice(0, MESSAGE_PREVIEW_CHARS - 1)
    .join('')
    .trimEnd()}…`;
}

const when = (date: Date | null) => (date === null ? null : new Date(date).getTime());

function summaryView(row: MessageRow, language: string): MessageSummary {
  return {
    id: row.id,
    title: localized(row.title, language),
    preview: preview(localized(row.content, language)),
    createdAt: when(row.created_at)!,
    readAt: when(row.read_at),
  };
}

export const messageView = (row: MessageRow, language: string): PlatformMessage => ({
  id: row.id,
  title: localized(row.title, language),
  content: localized(row.content, language),
  createdAt: when(row.created_at)!,
  readAt: when(row.read_at),
});

export async function listMessages(
  db: Queryable,
  accountId: number,
  language: string,
  page: { pageNo: number; pageSize: number },
): Promise<MessagePage> {
  const [rows, counts] = await Promise.all([
    messagesPage(db, accountId, page.pageSize, (page.pageNo - 1) * page.pageSize),
    countsOf(db, accountId),
  ]);
  return {
    list: rows.map((row) => summaryView(row, language)),
    ...page,
    totalPages: Math.max(1, Math.ceil(counts.total / page.pageSize)),
    totalCount: counts.total,
    unreadCount: counts.unread,
  };
}

/** Opens a message of the member's: marked read on the first opening, its whole text answered. */
export async function readMessage(sandbox: Sandbox, accountId: number, id: number, language: string) {
  return sandbox.db.transaction(async (tx) => {
    const row = await markRead(tx, accountId, id, sandbox.now());
    if (!row) throw noSuchMessage();
    return { message: messageView(row, language), unreadCount: await unreadOf(tx, accountId) };
  });
}

/**
 * Deletes the messages of `ids` (the contract's comma-separated list), all or none: one id that is
 * not the member's (another's, or one deleted already) refuses the lot, and the transaction puts
 * back what the statement removed.
 */
export async function deleteMessages(sandbox: Sandbox, accountId: number, ids: string) {
  const wanted = [...new Set(ids.split(',').map(Number))];
  return sandbox.db.transaction(async (tx) => {
    const deleted = await deleteOwn(tx, accountId, wanted);
    if (deleted !== wanted.length) throw noSuchMessage();
    return { deleted, unreadCount: await unreadOf(tx, accountId) };
  });
}

export async function readAllMessages(sandbox: Sandbox, accountId: number) {
  return sandbox.db.transaction(async (tx) => {
    const marked = await markAllRead(tx, accountId, sandbox.now());
    return { marked, unreadCount: await unreadOf(tx, accountId) };
  });
}

/**
 * Sends a member a message (the operator's switch, a feedback's reply, the seed). A text given once
 * serves every language; per-language texts are picked by the reader's language, else ES, else EN.
 */
export async function sendMessage(
  tx: Queryable,
  accountId: number,
  message: { title: string | Texts; content: string | Texts },
  at: Date,
): Promise<number> {
  const texts = (text: string | Texts): Texts => (typeof text === 'string' ? { ES: text, EN: text } : text);
  return insertMessage(tx, {
    accountId,
    title: texts(message.title),
    content: texts(message.content),
    createdAt: at,
  });
}
