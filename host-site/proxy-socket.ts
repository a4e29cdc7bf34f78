import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import { CHAT_MAX_FRAME_BYTES, CHAT_SOCKET_PATH } from '../sdk/shared-rules/chat-rules';

/** Close codes a server may send on (1005, 1006 and 1015 only describe what happened). */
const sendable = (code: number) =>
  (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999);

const UPSTREAM = Symbol('upstream');
type WithUpstream = FastifyRequest & { [UPSTREAM]?: WebSocket };

/** Opens the platform's socket for a player's upgrade: the socket, or the platform's HTTP refusal. */
function connectUpstream(url: string, origin: string | undefined, address: string) {
  return new Promise<{ socket: WebSocket } | { status: number }>((resolve) => {
    const socket = new WebSocket(url, {
      headers: { 'x-forwarded-for': address },
      ...(origin ? { origin } : {}),
      maxPayload: CHAT_MAX_FRAME_BYTES,
      handshakeTimeout: 10_000,
    });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 502 });
      socket.terminate();
    });
    socket.once('error', () => resolve({ status: 502 }));
  });
}

/**
 * Forwards the chat room's WebSocket to the platform at `origin`: the upgrade is answered only
 * once the platform accepted its own (so a refused Origin is the player's 403 too), with the
 * page's Origin and the player's address; then frames flow both ways as they are, and a close on
 * either side closes the other.
 */
export async function proxyChatSocket(
  app: FastifyInstance,
  origin: string,
  playerAddress: (request: FastifyRequest) => string,
) {
  const target = new URL(CHAT_SOCKET_PATH, origin);
  target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: CHAT_MAX_FRAME_BYTES } });
    scope.addHook('preValidation', async (request, reply) => {
      if (!request.ws) return;
      const answer = await connectUpstream(target.toString(), request.headers.origin, playerAddress(request));
      if ('status' in answer)
        return reply
          .status(answer.status)
          .send({ success: false, errorCode: 'network_error', message: 'The platform refused the chat' });
      (request as WithUpstream)[UPSTREAM] = answer.socket;
    });
    scope.get(CHAT_SOCKET_PATH, { websocket: true }, (client, request) => {
      const upstream = (request as WithUpstream)[UPSTREAM]!;
      client.on('message', (data, isBinary) => {
        if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
      });
      upstream.on('message', (data, isBinary) => {
        if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
      });
      upstream.on('close', (code, reason) => {
        if (client.readyState === WebSocket.OPEN) client.close(sendable(code) ? code : 1011, reason);
      });
      upstream.on('error', () => client.terminate());
      client.on('close', (code) => {
        if (upstream.readyState === WebSocket.OPEN) upstream.close(sendable(code) ? code : 1000);
        else upstream.terminate();
      });
    });
  });
}
