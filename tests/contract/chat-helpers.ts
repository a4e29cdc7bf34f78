import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import {
  CHAT_SOCKET_PATH,
  type ChatClientFrame,
  type ChatServerFrame,
} from '../../sdk/shared-rules/chat-rules';
import type { TestSandbox } from './harness';

/** A page origin the sandbox's default policy allows (pages served from this machine). */
export const PAGE_ORIGIN = 'http://localhost:5173';

/** Starts the test sandbox's server on a free port (the chat needs a real socket); answers its ws URL. */
export async function chatUrl(sandbox: TestSandbox): Promise<string> {
  if (!sandbox.app.server.listening) await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`;
}

/** One player's socket with what it received, for tests and the bench. */
export interface ChatClient {
  readonly socket: WebSocket;
  readonly frames: ChatServerFrame[];
  send(frame: ChatClientFrame | string): void;
  /** The first frame received (now or later) that matches. */
  next<T extends ChatServerFrame>(
    match: (frame: ChatServerFrame) => frame is T,
    timeoutMs?: number,
  ): Promise<T>;
  next(match: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  /** How the socket closed (code). */
  readonly closed: Promise<number>;
  close(): void;
}

/** Opens a socket (without a hello): rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string, origin: string | null = PAGE_ORIGIN): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    const frames: ChatServerFrame[] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      for (const wake of waiters) wake();
    });
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        frames,
        closed,
        send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        close: () => socket.close(),
        next(match: (frame: ChatServerFrame) => boolean, timeoutMs = 5_000) {
          let seen = 0;
          return new Promise<ChatServerFrame>((done, fail) => {
            const check = () => {
              for (; seen < frames.length; seen++)
                if (match(frames[seen]!)) {
                  waiters.delete(check);
                  clearTimeout(timer);
                  return done(frames[seen]!);
                }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
      } as ChatClient),
    );
  });
}

/** Opens a socket and says hello (with the token of a logged-in player); answers it once welcomed. */
export async function joinChat(url: string, token?: string, origin?: string) {
  const client = await openSocket(url, origin);
  client.send(token ? { type: 'hello', token } : { type: 'hello' });
  const welcome = await client.next((f) => f.type === 'welcome');
  return { client, welcome: welcome as Extract<ChatServerFrame, { type: 'welcome' }> };
}

export const isMessage = (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'message' }> =>
  frame.type === 'message';
export const isRefusal = (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'refused' }> =>
  frame.type === 'refused';
