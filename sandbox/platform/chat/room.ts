import type { WebSocket } from 'ws';
import type { Sandbox } from '../../core/context';
import type { SessionMember } from '../../core/sessions/session-member';
import { resolveSession } from '../../core/sessions/sessions';
import { isTrialMember } from '../accounts';
import {
  CHAT_HISTORY_SIZE,
  CHAT_RATE,
  chatAuthorName,
  cleanChatText,
  rateWindow,
  type ChatMessage,
  type ChatRefusal,
  type ChatServerFrame,
} from '@sdk/shared-rules/chat-rules';
import { insertChatMessage, latestChatMessages, type ChatRow } from './repository';

const DEFAULT_IDLE_MS = 30 * 60_000;

/** One joined socket: a reader, or a member who may post. */
interface Seat {
  readonly socket: WebSocket;
  readonly member?: SessionMember;
  readonly token?: string;
}

/**
 * The chat room of one sandbox: the sockets that joined, each member's posting window, and the
 * order of messages. Posts are written one after the other (a queue), so every player receives
 * them in the order of their ids, the order the history shows after a reload.
 */
export interface ChatRoom {
  /** Resolves a hello's token; answers the welcome (history) and keeps the socket in the room. */
  join(socket: WebSocket, token: string | undefined): Promise<void>;
  /** A post of a joined socket: refused (to that socket only) or written and sent to everyone. */
  post(socket: WebSocket, text: string, ref?: string): Promise<void>;
  leave(socket: WebSocket): void;
  /** Closes every socket (the operator's switch, a test's dropped connection): code 1012. */
  dropAll(): number;
  /** Sockets in the room. */
  readonly size: number;
}

const rooms = new WeakMap<Sandbox, ChatRoom>();

/** The sandbox's room, made on first use. */
export function chatRoomOf(sandbox: Sandbox): ChatRoom {
  let room = rooms.get(sandbox);
  if (!room) rooms.set(sandbox, (room = createChatRoom(sandbox)));
  return room;
}

const send = (socket: WebSocket, frame: ChatServerFrame | string) => {
  if (socket.readyState === socket.OPEN)
    socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
};

const toMessage = (row: ChatRow, accountId: number | undefined): ChatMessage => ({
  id: row.id,
  author: row.author,
  text: row.body,
  at: row.created_at.getTime(),
  mine: row.account_id === accountId,
});

/** Only a real member posts: a guest is asked to log in, a trial account to register. */
const postingRefusal = (member: SessionMember | undefined): ChatRefusal | undefined =>
  !member ? 'login_required' : isTrialMember(member) ? 'real_account_required' : undefined;

function createChatRoom(sandbox: Sandbox): ChatRoom {
  const seats = new Map<WebSocket, Seat>();
  const windows = new Map<number, number[]>();
  let queue: Promise<unknown> = Promise.resolve();

  const memberOf = async (token: string | undefined): Promise<SessionMember | undefined> => {
    if (!token) return undefined;
    const resolved = await resolveSession(
      sandbox.db,
      sandbox.sessionCache,
      token,
      sandbox.now(),
      sandbox.config.sessionIdleMs ?? DEFAULT_IDLE_MS,
    );
    return resolved && 'member' in resolved && !resolved.member.passwordChangeRequired
      ? resolved.member
      : undefined;
  };

  async function post(socket: WebSocket, raw: string, ref?: string) {
    const seat = seats.get(socket);
    if (!seat) return;
    const refuse = (reason: ChatRefusal, retryAfterMs?: number) =>
      send(socket, {
        type: 'refused',
        reason,
        ...(retryAfterMs ? { retryAfterMs } : {}),
        ...(ref ? { ref } : {}),
      });
    const cannot = postingRefusal(seat.member);
    if (cannot) return refuse(cannot);
    // The session may have ended since the hello (logout, another login, its limit): asked each time.
    const member = await memberOf(seat.token);
    if (!member || member.accountId !== seat.member!.accountId) {
      seats.set(socket, { socket });
      return refuse('session_ended');
    }
    const cleaned = cleanChatText(raw);
    if (!cleaned.ok) return refuse(cleaned.reason);
    // One window per member, whatever number of tabs it posts from.
    const window = rateWindow(windows.get(member.accountId) ?? [], Date.now(), CHAT_RATE);
    windows.set(member.accountId, window.times);
    if (!window.allowed) return refuse('rate_limited', window.retryAfterMs);
    // Bounded: members whose last post left the window are forgotten (they start a fresh window).
    if (windows.size > 10_000)
      for (const [id, times] of windows)
        if ((times.at(-1) ?? 0) <= Date.now() - CHAT_RATE.windowMs) windows.delete(id);

    // After the posts before it, whether they were written or failed.
    const written = queue.then(() =>
      insertChatMessage(sandbox.db, {
        accountId: member.accountId,
        author: chatAuthorName(member.username),
        body: cleaned.text,
        at: sandbox.now(),
      }),
    );
    queue = written.catch(() => undefined);
    const row = await written;
    // Two payloads: the author's own sockets see `mine` (and their ref); everyone else the same one.
    const others = JSON.stringify({
      type: 'message',
      message: toMessage(row, undefined),
    } satisfies ChatServerFrame);
    for (const other of seats.values()) {
      if (other.member?.accountId !== member.accountId) send(other.socket, others);
      else
        send(other.socket, {
          type: 'message',
          message: toMessage(row, member.accountId),
          ...(other.socket === socket && ref ? { ref } : {}),
        });
    }
  }

  return {
    async join(socket, token) {
      const member = await memberOf(token);
      const rows = await latestChatMessages(sandbox.db, CHAT_HISTORY_SIZE);
      if (socket.readyState !== socket.OPEN) return;
      seats.set(socket, { socket, member, token: member ? token : undefined });
      const refusal = postingRefusal(member);
      send(socket, {
        type: 'welcome',
        history: rows.map((row) => toMessage(row, member?.accountId)),
        canPost: !refusal,
        ...(refusal ? { refusal } : {}),
      });
    },
    post: (socket, text, ref) => post(socket, text, ref),
    leave: (socket) => void seats.delete(socket),
    dropAll() {
      const count = seats.size;
      for (const { socket } of seats.values()) socket.close(1012, 'restart');
      seats.clear();
      return count;
    },
    get size() {
      return seats.size;
    },
  };
}
