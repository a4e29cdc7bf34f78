import WebSocket from 'ws';
import type { Measure } from './budgets';
import { startFresh, stop } from './server';
import { publicKey } from './load';
import { createPlayers, playerIp } from './players';
import { CHAT_RATE, CHAT_SOCKET_PATH, type ChatServerFrame } from '../../sdk/shared-rules/chat-rules';

const LISTENERS = 50;
const POSTERS = 20;

/** A socket in the room (a guest's hello, or a member's), resolved once welcomed. */
function join(url: string, origin: string, ip: string, token?: string) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { origin, headers: { 'x-forwarded-for': ip } });
    socket.once('open', () =>
      socket.send(JSON.stringify(token ? { type: 'hello', token } : { type: 'hello' })),
    );
    socket.once('message', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * The chat figure: messages per second delivered to 50 connected players. Twenty members
 * post their rate limit's worth at once (5 each, 100 messages) into a room of 50 listening players
 * (guests, each from its own address as behind a proxy), on a server of its own; the clock runs
 * from the first post to the last of the 5,000 deliveries. Also the delivery time's p95 (post sent
 * to a listener's receipt) and that every listener got every message once, in one order.
 */
export async function chatMeasures(port: number): Promise<Measure[]> {
  const server = await startFresh(port, { TRUST_PROXY: '1', SANDBOX_SCRYPT_LOG_N: '12' });
  const sockets: WebSocket[] = [];
  try {
    const key = await publicKey(server.url);
    const posters = await createPlayers(server.url, key, server.sandboxToken, {
      count: POSTERS,
      prefix: 'chatb',
      opening: 0,
      firstIp: 9_000,
    });
    const url = `${server.url.replace('http', 'ws')}${CHAT_SOCKET_PATH}`;
    const origin = server.url;
    const perMessage = CHAT_RATE.max;
    const total = POSTERS * perMessage;
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const orders: string[][] = [];
    let delivered = 0;
    let lastAt = 0;
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (done = resolve));
    for (let i = 0; i < LISTENERS; i++) {
      const socket = await join(url, origin, playerIp(20_000 + i));
      const order: string[] = [];
      orders.push(order);
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as ChatServerFrame;
        if (frame.type !== 'message') return;
        const now = performance.now();
        order.push(frame.message.text);
        latencies.push(now - (sentAt.get(frame.message.text) ?? now));
        lastAt = now;
        if (++delivered === total * LISTENERS) done();
      });
      sockets.push(socket);
    }
    const posting = await Promise.all(
      posters.map((p, i) => join(url, origin, playerIp(30_000 + i), p.token)),
    );
    sockets.push(...posting);
    const started = performance.now();
    posting.forEach((socket, i) => {
      for (let n = 0; n < perMessage; n++) {
        const text = `bench ${i}-${n}`;
        sentAt.set(text, performance.now());
        socket.send(JSON.stringify({ type: 'post', text }));
      }
    });
    await Promise.race([
      finished,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`chat: ${delivered} of ${total * LISTENERS} delivered in 60 s`)),
          60_000,
        ),
      ),
    ]);
    const seconds = (lastAt - started) / 1000;
    const first = orders[0]!.join('\n');
    if (orders.some((o) => o.length !== total || o.join('\n') !== first))
      throw new Error('chat: a listener missed a message or got them in another order');
    latencies.sort((a, b) => a - b);
    return [
      {
        name: `chat: messages delivered per second to ${LISTENERS} connected players (${total} posts from ${POSTERS} members, each written to the database once)`,
        value: Math.round((total * LISTENERS) / seconds),
        unit: 'ops/s',
      },
      {
        name: `chat: post to delivery p95 over those ${total * LISTENERS} deliveries`,
        value: Math.round(latencies[Math.floor(latencies.length * 0.95)]!),
        unit: 'ms',
      },
    ];
  } finally {
    for (const socket of sockets) socket.terminate();
    await stop(server.process);
  }
}
