import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../../sandbox/core/db/database';
import { migrate } from '../../sandbox/core/db/migrate';
import { openMemoryPglite } from '../../sandbox/core/db/pglite';
import { openPostgres } from '../../sandbox/core/db/postgres';
import { adminQuery, databaseUrl } from './postgres-admin';

/**
 * A database of the caller's own: `seeded` as the sandbox seeds itself, `migrated` (empty tables)
 * or `empty` (not even migrated). In the `sandbox` project it is an in-memory PGlite (seeded from
 * the global setup's snapshot); in the `postgres` project a new database on the server (copied
 * from the global setup's template, but for `empty`), dropped again when closed.
 */
export async function openTestDatabase(content: 'seeded' | 'migrated' | 'empty'): Promise<Database> {
  const templates = inject('postgresTemplates');
  if (!templates) {
    if (content === 'seeded') return openMemoryPglite(seededSnapshot());
    const db = await openMemoryPglite();
    if (content === 'migrated') await migrate(db);
    return db;
  }
  const name = `${templates.prefix}_${randomBytes(6).toString('hex')}`;
  const template = content === 'empty' ? '' : ` template "${templates[content]}"`;
  await adminQuery(templates.server, `create database "${name}"${template}`);
  const db = await openPostgres(databaseUrl(templates.server, name));
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(templates.server, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The seeded snapshot's bytes, read once per worker (the database tests share their modules). */
let snapshotBytes: ArrayBuffer | undefined;

/**
 * The snapshot as PGlite reads it: its bytes and its type (a plain tarball). A Blob of these 75 MB
 * took Node 20 0.3-0.4 s a file to hand back as bytes, a quarter of each restore; a copy takes
 * milliseconds, and each database still gets bytes of its own.
 */
function seededSnapshot(): Blob {
  if (!snapshotBytes) {
    const file = readFileSync(inject('sandboxSnapshot'));
    snapshotBytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  }
  const bytes = snapshotBytes.slice(0);
  return { type: '', arrayBuffer: async () => bytes } as unknown as Blob;
}
