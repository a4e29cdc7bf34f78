import Fastify, { type FastifyInstance } from 'fastify';
import { openMemoryPglite } from '../../sandbox/core/db/pglite';
import { createSandbox, type SandboxInstance } from '../../sandbox/app';
import { isApiPath, sendApiNotFound } from '../../sandbox/core/http/errors';
import type { Database } from '../../sandbox/core/db/database';

/** What the fuzzer sends to: a sandbox behind a Fastify instance it reaches through `inject`. */
export interface FuzzTarget {
  app: FastifyInstance;
  instance: SandboxInstance;
  db: Database;
  /** Where requests go when not to `app` (the game vendor's origin); logins still go to `app`. */
  sendTo?: FastifyInstance;
}

/**
 * A sandbox wired as tests/contract/harness.ts wires it (trustProxy, the API's 404 envelope), on
 * a database seeded here. The bench runs outside Vitest, where the harness's snapshot (provided by
 * Vitest's globalSetup) does not exist, so it seeds its own in memory (scrypt at the tests' cost).
 */
export async function startSeededTarget(): Promise<FuzzTarget & { close(): Promise<void> }> {
  const db = await openMemoryPglite();
  const instance = await createSandbox(
    { dataDir: '', scryptLogN: 12, sessionTtlMs: 60 * 60 * 1000, logRequests: false },
    db,
  );
  const app = Fastify({ trustProxy: true });
  await instance.register(app);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? sendApiNotFound(request, reply) : reply.status(404).send(),
  );
  await app.ready();
  return { app, instance, db, close: async () => (await app.close(), await instance.close()) };
}
