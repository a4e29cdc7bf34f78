import Fastify from 'fastify';
import { configFromEnv } from './core/config';
import { createSandbox } from './app';
import { isApiPath, sendApiNotFound } from './core/http/errors';
import { trustProxyFrom } from './core/http/trust-proxy';
import { switchesHeader } from './tools/control/banner';
import { providerEmulatorFromEnv } from './platform/auth';

/**
 * Runs the platform sandbox alone (the portal's server mounts it itself).
 * `--seed-only` creates and seeds the database, prints the time it took, and exits.
 */
const emulator = await providerEmulatorFromEnv(process.env);
const config = configFromEnv();
const instance = await createSandbox(config);
console.log(
  `sandbox database ready in ${instance.startup.ms} ms${instance.startup.seeded ? ' (seeded)' : ''}`,
);
if (process.argv.includes('--seed-only')) {
  await instance.close();
} else {
  const app = Fastify({ logger: config.logRequests, trustProxy: trustProxyFrom(process.env.TRUST_PROXY) });
  await instance.register(app);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? sendApiNotFound(request, reply) : reply.status(404).send('Not found'),
  );
  const port = Number(process.env.SANDBOX_PORT ?? process.env.PORT ?? 8081);
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  // The demo game vendor on its own origin, as the mounted sandbox runs it (GAME_PORT, or port + 2).
  const gamePort = await instance.listenGames({
    port: Number(process.env.GAME_PORT ?? port + 2),
    host: process.env.HOST ?? '127.0.0.1',
  });
  console.log(`platform sandbox on http://localhost:${port}`);
  console.log(`demo game vendor on http://localhost:${gamePort}`);
  console.log(
    `sandbox switches: http://localhost:${port}/sandbox, with the header ${switchesHeader(instance)}`,
  );
  if (emulator) console.log(`phone-code provider emulator on http://${emulator.host}`);
  const stop = async () => {
    emulator?.stop();
    await app.close();
    await instance.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
