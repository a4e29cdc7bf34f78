import { Type, type Static, Timestamp } from '../schema';

/*
 * Platform messages (SPEC §2 personal centre, page messageV2 "platform information"): what the
 * operator sends one member. SPEC shows the page and the unread-count relay, not the shapes, so
 * these are ours. Titles and texts are **plain text**, never HTML: the page shows them as text
 * (line breaks kept), so nothing in a message can run or restyle the page and no sanitizer is
 * needed. They come in the member's language (the Language header), else Spanish, else English.
 */

/** The most messages one page of the list holds. */
export const MESSAGE_PAGE_MAX = 50;
/** How much of a message the list shows, in characters (code points), before an ellipsis. */
export const MESSAGE_PREVIEW_CHARS = 120;
/** The most messages one delete call removes. */
export const MESSAGE_DELETE_MAX = 100;
/** Message ids to delete, comma-separated (the platform's list style, as `types` of the notices). */
export const MESSAGE_IDS_PATTERN = `^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,${MESSAGE_DELETE_MAX - 1}}$`;

/** When the member first opened it; null while unread. */
const ReadAt = Type.Union([Timestamp, Type.Null()]);

/** A message as the list shows it: its title, the start of its text, and whether it was read. */
export const MessageSummary = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  /** The text's first MESSAGE_PREVIEW_CHARS characters on one line, '…' when cut. */
  preview: Type.String(),
  createdAt: Timestamp,
  readAt: ReadAt,
});
export type MessageSummary = Static<typeof MessageSummary>;

/** A message opened: its whole text. */
export const PlatformMessage = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  /** Plain text; line breaks are the operator's paragraphs. */
  content: Type.String(),
  createdAt: Timestamp,
  readAt: ReadAt,
});
export type PlatformMessage = Static<typeof PlatformMessage>;

/** What is unread after a call: every message call answers it, so the badge follows without a second call. */
export const UnreadCount = Type.Integer({ minimum: 0 });

/** One page of the member's messages, unread first, then newest first. */
export const MessagePage = Type.Object({
  list: Type.Array(MessageSummary),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  unreadCount: UnreadCount,
});
export type MessagePage = Static<typeof MessagePage>;
