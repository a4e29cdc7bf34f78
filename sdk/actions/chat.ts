import { signal, type ReadonlySignal } from '@preact/signals-core';
import {
  CHAT_SOCKET_PATH,
  cleanChatText,
  reconnectDelay,
  type ChatMessage,
  type ChatRefusal,
  type ChatServerFrame,
} from '../shared-rules/chat-rules';

/*
 * The chat room's connection (SPEC §2 modal 'chat room'): a lazy module, loaded by the
 * room's modal only, never by the runtime. The platform's socket is told who the player is by a
 * first frame carrying the session token (never the URL, which proxies and logs keep); a guest
 * joins without one and reads. A dropped socket is reopened by itself, waiting longer after each
 * failure (sdk/shared-rules/chat-rules.ts reconnectDelay), at once when the browser comes back online.
 */

/** Where the room stands: joining, in, joining again after a drop, or left. */
export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Messages the room keeps in memory at most (the history is 50; a long evening adds to it). */
const KEEP = 200;

/** What the room's modal shows. */
export interface ChatRoomState {
  readonly status: ChatStatus;
  /** Oldest first. */
  readonly messages: readonly ChatMessage[];
  /** Whether this player may post (a logged-in real member); known once joined. */
  readonly canPost: boolean;
  /** Why not, when not. */
  readonly postRefusal?: ChatRefusal;
  /** The last post refused, and when the next may go (rate_limited). */
  readonly refusal?: { readonly reason: ChatRefusal | 'offline'; readonly retryAfterMs?: number };
}

/** An open room: its state as a signal, a way to post, and to leave. */
export interface ChatConnection {
  readonly state: ReadonlySignal<ChatRoomState>;
  /**
   * Posts a message, after the same cleaning the platform applies: a text it would refuse (empty,
   * too long) or a room not open is refused here at once; the platform's refusals arrive in
   * `state.refusal`.
   */
  send(text: string): { ok: true } | { ok: false; reason: ChatRefusal | 'offline' };
  /** Leaves the room for good (the modal closed). */
  close(): void;
}

/** What the connection needs from the page around it. */
export interface ChatOptions {
  /** Where the platform answers; '' for the page's own origin. */
  readonly platformUrl: string;
  /** The session token now, or undefined for a guest. */
  readonly token: () => string | undefined;
  /** For tests: the WebSocket class, the page's address, the random source of the jitter. */
  readonly WebSocket?: typeof WebSocket;
  readonly pageUrl?: string;
  readonly random?: () => number;
}

/** The room socket's address: the platform's origin with ws: or wss:. */
export function chatSocketUrl(platformUrl: string, pageUrl: string): string {
  const url = new URL(CHAT_SOCKET_PATH, platformUrl || pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Joins the chat room and stays in it until `close()`.
 *
 * @example
 * const room = connectChat({ platformUrl: croupier.platformUrl, token: () => croupier.state.session.value?.token });
 * room.state.subscribe(({ messages }) => render(messages));
 * room.send('¡Hola!');
 */
export function connectChat(options: ChatOptions): ChatConnection {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const random = options.random ?? Math.random;
  const url = chatSocketUrl(options.platformUrl, options.pageUrl ?? globalThis.location?.href ?? '');
  const state = signal<ChatRoomState>({ status: 'connecting', messages: [], canPost: false });
  const patch = (change: Partial<ChatRoomState>) => (state.value = { ...state.value, ...change });
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let left = false;
  let refs = 0;

  const merge = (incoming: readonly ChatMessage[]) => {
    const byId = new Map(state.value.messages.map((m) => [m.id, m]));
    for (const message of incoming) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP);
  };

  const onFrame = (frame: ChatServerFrame) => {
    if (frame.type === 'welcome') {
      attempt = 0;
      patch({
        status: 'open',
        messages: merge(frame.history),
        canPost: frame.canPost,
        postRefusal: frame.refusal,
        refusal: undefined,
      });
    } else if (frame.type === 'message') {
      patch({ messages: merge([frame.message]) });
    } else if (frame.type === 'refused') {
      patch({
        refusal: { reason: frame.reason, retryAfterMs: frame.retryAfterMs },
        // The session ended since joining: this socket now only reads.
        ...(frame.reason === 'session_ended' ? { canPost: false, postRefusal: frame.reason } : {}),
      });
    }
  };

  const open = () => {
    if (left) return;
    const next = new Socket(url);
    socket = next;
    next.onopen = () => {
      const token = options.token();
      next.send(JSON.stringify(token ? { type: 'hello', token } : { type: 'hello' }));
    };
    next.onmessage = (event) => {
      try {
        onFrame(JSON.parse(String(event.data)) as ChatServerFrame);
      } catch {
        // Not a frame of the room's: ignored.
      }
    };
    next.onclose = () => {
      if (socket !== next || left) return;
      socket = undefined;
      patch({ status: 'reconnecting' });
      timer = setTimeout(open, reconnectDelay(attempt++, random()));
    };
  };

  // Back online: no need to wait out the backoff.
  const onOnline = () => {
    if (left || socket) return;
    clearTimeout(timer);
    open();
  };
  globalThis.addEventListener?.('online', onOnline);
  open();

  return {
    state,
    send(text) {
      if (!socket || socket.readyState !== 1 || state.value.status !== 'open') {
        patch({ refusal: { reason: 'offline' } });
        return { ok: false, reason: 'offline' };
      }
      const cleaned = cleanChatText(text);
      if (!cleaned.ok) {
        patch({ refusal: { reason: cleaned.reason } });
        return { ok: false, reason: cleaned.reason };
      }
      patch({ refusal: undefined });
      socket.send(JSON.stringify({ type: 'post', text: cleaned.text, ref: String(++refs) }));
      return { ok: true };
    },
    close() {
      left = true;
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', onOnline);
      socket?.close(1000);
      socket = undefined;
      patch({ status: 'closed' });
    },
  };
}
