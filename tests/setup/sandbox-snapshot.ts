import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openMemoryPglite } from '../../sandbox/core/db/pglite';
import { migrate } from '../../sandbox/core/db/migrate';
import { prepareSeedSecrets, seedIfEmpty } from '../../sandbox/tools/seed';

/** scrypt cost for tests: the hash format records it, so verification follows. */
export const TEST_SCRYPT_LOG_N = 12;

/**
 * Seeds one database before the sandbox tests and saves it as a snapshot; each test file
 * restores its own copy in ~0.7 s instead of seeding anew.
 */
export default async function setup(project: TestProject) {
  const dir = join(process.cwd(), 'tests', '.reports');
  mkdirSync(dir, { recursive: true });
  const db = await openMemoryPglite();
  await migrate(db);
  await seedIfEmpty(db, { secrets: () => prepareSeedSecrets(TEST_SCRYPT_LOG_N), now: new Date() });
  // One file per run: two test runs at once (a developer and a helper) must not share a half-written snapshot.
  const file = join(dir, `sandbox-snapshot-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('sandboxSnapshot', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxSnapshot: string;
  }
}
