/**
 * The chat room's rules and wire format (SPEC §2 modal 'chat room'), in the contract
 * because both sides apply them: the platform when a message arrives (clean it, count it against
 * the member's window), the room's input when it shows the counter and refuses before sending.
 * SPEC shows no call for the room; the socket path and the messages are ours.
 */

/** Where the room's WebSocket answers, on the platform's origin (the portal forwards it). */
export const CHAT_SOCKET_PATH = '/wps/chat/socket';

/** The longest message, in characters (code points) after cleaning. */
export const CHAT_MAX_LENGTH = 280;

/** How many of the latest messages a player gets on joining. */
export const CHAT_HISTORY_SIZE = 50;

/** A member may post `max` messages in any `windowMs`: five in ten seconds. */
export const CHAT_RATE = { max: 5, windowMs: 10_000 } as const;

/** How long a socket may stay silent before its first message (the hello) before it is closed. */
export const CHAT_HELLO_TIMEOUT_MS = 5_000;

/** The largest frame the platform reads: a message at its limit with room for its JSON. */
export const CHAT_MAX_FRAME_BYTES = 4_096;

/** Why a message was not posted. */
export type ChatRefusal =
  /** Empty once cleaned. */
  | 'empty'
  /** Longer than CHAT_MAX_LENGTH once cleaned. */
  | 'too_long'
  /** More than CHAT_RATE.max messages in the window: `retryAfterMs` says when the next may go. */
  | 'rate_limited'
  /** A guest: only logged-in members post. */
  | 'login_required'
  /** A trial account: only real members post. */
  | 'real_account_required'
  /** The session behind the socket has ended. */
  | 'session_ended'
  /** Not a message the room understands. */
  | 'invalid';

/**
 * A message's text as the room keeps it: control and format characters (other than the line
 * breaks of a multi-line message, which become spaces) removed, runs of spaces made one, trimmed.
 * Text only: the room never renders it as HTML, so `<` stays a character (nothing is escaped here;
 * escaping is the renderer's job, and React's text nodes do it).
 *
 * @example
 * cleanChatText('  hola\u0000  mundo\n '); // { ok: true, text: 'hola mundo' }
 * cleanChatText('\u200b'); // { ok: false, reason: 'empty' }
 */
export function cleanChatText(
  raw: string,
): { ok: true; text: string } | { ok: false; reason: 'empty' | 'too_long' } {
  const text = raw
    .replace(/[\r\n\t]/g, ' ')
    // Cc: controls; Cf: invisible formatting (zero-width, bidi overrides); Co, Cs: private use, lone surrogates.
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (chatLength(text) > CHAT_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  return { ok: true, text };
}

/** A text's length as the counter shows it: code points, so an emoji counts one. */
export const chatLength = (text: string): number => [...text].length;

/**
 * The sliding window of one member's posts: whether one more may go at `now`, and the times to
 * keep (only those still inside the window, the new one added when allowed).
 *
 * @example
 * rateWindow([1_000, 2_000, 3_000, 4_000, 5_000], 6_000); // { allowed: false, retryAfterMs: 5_000, ... }
 * rateWindow([1_000], 12_000); // { allowed: true, retryAfterMs: 0, times: [12_000] }
 */
export function rateWindow(
  times: readonly number[],
  now: number,
  rule: { max: number; windowMs: number } = CHAT_RATE,
): { allowed: boolean; retryAfterMs: number; times: number[] } {
  const recent = times.filter((t) => t > now - rule.windowMs && t <= now);
  if (recent.length >= rule.max)
    return {
      allowed: false,
      retryAfterMs: recent[recent.length - rule.max]! + rule.windowMs - now,
      times: recent,
    };
  return { allowed: true, retryAfterMs: 0, times: [...recent, now] };
}

/**
 * The name others see: a member's username with its middle hidden (players see who talks, not
 * whose account to guess at), the same on every message of the member.
 *
 * @example
 * chatAuthorName('demomember'); // 'de******er'
 * chatAuthorName('abc'); // 'a**'
 */
export function chatAuthorName(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return chars[0] + '*'.repeat(Math.max(chars.length - 1, 1));
  return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 4) + chars.slice(-2).join('');
}

/**
 * How long the room waits before its next attempt to reconnect: doubling from one second to at
 * most thirty, with a quarter of jitter so a server restart is not met by every player at once.
 *
 * @example
 * reconnectDelay(0, 0.5); // 1000
 * reconnectDelay(10, 0.5); // 30000
 */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(1_000 * 2 ** Math.max(0, attempt), 30_000);
  return Math.round(base * (0.75 + random * 0.5));
}

/** One message of the room, as every player receives it. */
export interface ChatMessage {
  readonly id: number;
  /** The author's masked name (chatAuthorName). */
  readonly author: string;
  /** Plain text, cleaned (cleanChatText). */
  readonly text: string;
  /** Epoch milliseconds. */
  readonly at: number;
  /** The message is the receiving member's own. */
  readonly mine: boolean;
}

/** What the browser sends: first a hello (with the session token of a logged-in player), then posts. */
export type ChatClientFrame =
  | { readonly type: 'hello'; readonly token?: string }
  | { readonly type: 'post'; readonly text: string; readonly ref?: string };

/** What the platform sends. */
export type ChatServerFrame =
  /** After the hello: the latest messages, oldest first, and whether this socket may post. */
  | {
      readonly type: 'welcome';
      readonly history: readonly ChatMessage[];
      readonly canPost: boolean;
      readonly refusal?: ChatRefusal;
    }
  | { readonly type: 'message'; readonly message: ChatMessage; readonly ref?: string }
  | {
      readonly type: 'refused';
      readonly reason: ChatRefusal;
      readonly retryAfterMs?: number;
      readonly ref?: string;
    };

/**
 * A frame from the browser, read strictly: anything else is undefined (the socket is then told
 * `invalid`). `ref` lets a client match a refusal to what it sent; at most 64 characters.
 *
 * @example
 * parseClientFrame('{"type":"post","text":"hola"}'); // { type: 'post', text: 'hola' }
 */
export function parseClientFrame(data: string): ChatClientFrame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const frame = value as Record<string, unknown>;
  if (frame.type === 'hello') {
    if (frame.token !== undefined && (typeof frame.token !== 'string' || frame.token.length > 256))
      return undefined;
    return frame.token ? { type: 'hello', token: frame.token } : { type: 'hello' };
  }
  if (frame.type === 'post' && typeof frame.text === 'string') {
    if (frame.ref !== undefined && (typeof frame.ref !== 'string' || frame.ref.length > 64)) return undefined;
    return frame.ref
      ? { type: 'post', text: frame.text, ref: frame.ref }
      : { type: 'post', text: frame.text };
  }
  return undefined;
}
