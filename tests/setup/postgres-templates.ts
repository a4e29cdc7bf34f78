import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../sandbox/core/db/postgres';
import { migrate } from '../../sandbox/core/db/migrate';
import { prepareSeedSecrets, seedIfEmpty } from '../../sandbox/tools/seed';
import { TEST_SCRYPT_LOG_N } from './sandbox-snapshot';
import { adminQuery, databaseUrl, type PostgresTemplates } from './postgres-admin';

/**
 * The `postgres` project's global setup (DATABASE_URL set): migrates two template databases once,
 * one seeded as the sandbox seeds itself and one left empty for the ledger's own tests. Each test
 * file then copies one with CREATE DATABASE … TEMPLATE (a file copy, far faster than seeding), so
 * files stay independent and may run in parallel, as they do on PGlite.
 */
export default async function setup(project: TestProject) {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('the postgres project needs DATABASE_URL (see scripts/test.mjs)');
  // One prefix per run: two runs on one server (a developer and CI) never touch each other's databases.
  const prefix = `croupier_test_${randomBytes(4).toString('hex')}`;
  const templates: PostgresTemplates = {
    server,
    prefix,
    seeded: `${prefix}_seeded`,
    migrated: `${prefix}_migrated`,
  };
  // Drops this run's databases: the templates, and whatever a crashed test file left behind.
  const dropAll = async () => {
    const left = await adminQuery<{ datname: string }>(
      server,
      `select datname from pg_database where datname like $1`,
      [`${prefix}\\_%`],
    );
    for (const { datname } of left)
      await adminQuery(server, `drop database if exists "${datname}" with (force)`);
  };
  const started = performance.now();
  try {
    for (const name of [templates.migrated, templates.seeded]) {
      await adminQuery(server, `create database "${name}"`);
      const db = await openPostgres(databaseUrl(server, name));
      try {
        await migrate(db);
        if (name === templates.seeded)
          await seedIfEmpty(db, { secrets: () => prepareSeedSecrets(TEST_SCRYPT_LOG_N), now: new Date() });
      } finally {
        // A template may not be copied while anyone is connected to it.
        await db.close();
      }
    }
  } catch (error) {
    // No teardown runs after a failed setup: an existing server must not keep half a run.
    await dropAll();
    throw error;
  }
  console.log(`PostgreSQL templates ${prefix}_* ready in ${Math.round(performance.now() - started)} ms`);
  project.provide('postgresTemplates', templates);
  return dropAll;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplates?: PostgresTemplates;
  }
}
