// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import type { AddressInfo } from 'node:net';
import { proxyPlatform } from './proxy';
import { CHAT_SOCKET_PATH } from '../sdk/shared-rules/chat-rules';

/**
 * Proxy mode and the chat room: the portal forwards the WebSocket upgrade to the platform with the
 * page's Origin and the player's address, frames both ways, and the platform's refusal as its own.
 */
let upstream: FastifyInstance;
let proxy: FastifyInstance;
let url: string;
const ALLOWED = 'https://portal.example';

beforeAll(async () => {
  upstream = Fastify();
  await upstream.register(websocket);
  upstream.addHook('preValidation', async (request, reply) => {
    if (request.ws && request.headers.origin !== ALLOWED) return reply.status(403).send({ success: false });
  });
  upstream.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    socket.on('message', (data) => {
      if (String(data) === 'bye') return socket.close(4001, 'bye');
      socket.send(JSON.stringify({ echo: String(data), from: request.headers['x-forwarded-for'] }));
    });
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  proxy = Fastify();
  await proxyPlatform(proxy, `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`);
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(proxy.server.address() as AddressInfo).port}${CHAT_SOCKET_PATH}`;
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const open = (origin: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { origin });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_q, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });

describe('the chat socket through the portal', () => {
  it('forwards frames both ways, with the player’s address, and the platform’s close', async () => {
    const socket = await open(ALLOWED);
    const answer = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send('hola');
    expect(JSON.parse(await answer)).toEqual({ echo: 'hola', from: '127.0.0.1' });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('bye');
    expect(await closed).toBe(4001);
  });

  it('refuses the upgrade as the platform does (a page of another origin)', async () => {
    await expect(open('https://evil.example')).rejects.toThrow('HTTP 403');
  });
});
