import Fastify from 'fastify';
import { createServer } from 'vite';
import { resolve } from 'node:path';
import { configFromEnv } from '../sandbox/core/config';
import { createSandbox } from '../sandbox/app';
import { isApiPath, sendApiNotFound } from '../sandbox/core/http/errors';
import { switchesHeader } from '../sandbox/tools/control/banner';
import { CHAT_SOCKET_PATH } from '../sdk/shared-rules/chat-rules';

/**
 * `npm run dev`: the same portal with Vite's hot reload. The sandbox listens on PORT + 1 (its demo
 * game vendor on PORT + 2) and Vite forwards the platform's paths to it (or to PLATFORM_URL).
 */
const port = Number(process.env.PORT ?? 8080);
let target = process.env.PLATFORM_URL;
if (!target) {
  const sandbox = await createSandbox(configFromEnv());
  // Vite's proxy on this machine forwards every request: trust its X-Forwarded-For, nobody else's.
  const app = Fastify({ trustProxy: '127.0.0.1' });
  await sandbox.register(app);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? sendApiNotFound(request, reply) : reply.status(404).send(),
  );
  await app.listen({ port: port + 1, host: '127.0.0.1' });
  await sandbox.listenGames({ port: Number(process.env.GAME_PORT ?? port + 2), host: '127.0.0.1' });
  target = `http://127.0.0.1:${port + 1}`;
  console.log(
    `Sandbox switches: http://localhost:${port}/sandbox, with the header ${switchesHeader(sandbox)}`,
  );
}
const forward = { target, changeOrigin: false, xfwd: true };
const vite = await createServer({
  configFile: resolve('vite.config.ts'),
  server: {
    port,
    host: process.env.HOST ?? '127.0.0.1',
    proxy: {
      // The chat room's WebSocket upgrade goes to the platform too.
      [CHAT_SOCKET_PATH]: { ...forward, ws: true },
      ...Object.fromEntries(
        ['/wps', '/lgw', '/lotto', '/sandbox', '/cdn', '/app', '/support', '/play'].map((p) => [p, forward]),
      ),
    },
  },
});
await vite.listen();
vite.printUrls();
console.log(`Platform: ${target}`);
