import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Sandbox } from '../../core/context';
import { clientKey } from '../../core/rate-limits/client-key';
import {
  CHAT_HELLO_TIMEOUT_MS,
  CHAT_MAX_FRAME_BYTES,
  CHAT_SOCKET_PATH,
  parseClientFrame,
} from '@sdk/shared-rules/chat-rules';
import { chatRoomOf } from './room';

/** Sockets one address may hold open at once: a family behind one router, not a flood. */
const SOCKETS_PER_ADDRESS = 60;
/** A socket that has not answered a ping within this long is gone (a laptop closed, a dropped network). */
const PING_EVERY_MS = 30_000;

/**
 * The chat room's WebSocket (`CHAT_SOCKET_PATH`), in a scope of its own so that Fastify's
 * websocket plugin wraps only this route. A browser's upgrade carries its page's Origin: only the
 * portal's own origin and the origins the platform's CORS policy allows may open it (a page
 * elsewhere must not act with a player's session, cross-site WebSocket hijacking). The session
 * token never goes in the URL: the first frame is a hello carrying it (none for a guest, who
 * reads only). Frames over CHAT_MAX_FRAME_BYTES close the socket (1009).
 */
export async function registerChatSocket(
  scope: FastifyInstance,
  sandbox: Sandbox,
  allowedOrigin: (origin: string) => boolean,
) {
  const room = chatRoomOf(sandbox);
  const perAddress = new Map<string, number>();
  await scope.register(async (chat) => {
    await chat.register(websocket, { options: { maxPayload: CHAT_MAX_FRAME_BYTES } });

    chat.addHook('preValidation', async (request, reply) => {
      if (!request.ws) return;
      const origin = request.headers.origin;
      const own = `${request.protocol}://${request.host}`;
      if (!origin || (origin !== own && !allowedOrigin(origin)))
        return reply.status(403).send({
          success: false,
          errorCode: 'origin_not_allowed',
          message: 'This page may not open the chat',
        });
      if ((perAddress.get(clientKey(request.ip)) ?? 0) >= SOCKETS_PER_ADDRESS)
        return reply
          .status(429)
          .send({ success: false, errorCode: 'TOO_MANY_REQUESTS', message: 'Too many chat connections' });
    });

    const alive = new WeakSet<WebSocket>();
    const sockets = new Set<WebSocket>();
    const pinger = setInterval(() => {
      for (const socket of sockets) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }, PING_EVERY_MS);
    pinger.unref();
    chat.addHook('onClose', async () => clearInterval(pinger));

    chat.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
      const key = clientKey(request.ip);
      perAddress.set(key, (perAddress.get(key) ?? 0) + 1);
      sockets.add(socket);
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      let joined = false;
      const hello = setTimeout(() => socket.close(1008, 'hello expected'), CHAT_HELLO_TIMEOUT_MS);
      socket.on('close', () => {
        clearTimeout(hello);
        sockets.delete(socket);
        room.leave(socket);
        const left = (perAddress.get(key) ?? 1) - 1;
        if (left > 0) perAddress.set(key, left);
        else perAddress.delete(key);
      });
      socket.on('message', (data, isBinary) => {
        alive.add(socket);
        const frame = isBinary ? undefined : parseClientFrame(data.toString());
        if (!joined) {
          if (frame?.type !== 'hello') return socket.close(1008, 'hello expected');
          joined = true;
          clearTimeout(hello);
          void room.join(socket, frame.token).catch(() => socket.close(1011, 'unavailable'));
          return;
        }
        if (frame?.type !== 'post') {
          socket.send(JSON.stringify({ type: 'refused', reason: 'invalid' }));
          return;
        }
        void room.post(socket, frame.text, frame.ref).catch(() => socket.close(1011, 'unavailable'));
      });
    });
  });
}
