import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

function wrap(q: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  };
}

function fromInstance(pg: PGlite): Database & { dump(): Promise<Blob> } {
  return {
    kind: 'pglite',
    ...wrap(pg),
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none') as Promise<Blob>,
  };
}

/** Extensions the migrations create (PostgreSQL ships them; PGlite loads them on request). */
const extensions = { pg_trgm };

/** An embedded database kept in `dataDir` (created on first use). */
export async function openPglite(dataDir: string) {
  // PGlite creates only the last folder of its path.
  mkdirSync(dirname(dataDir), { recursive: true });
  return fromInstance(await PGlite.create(dataDir, { extensions }));
}

/** An in-memory database, optionally started from a snapshot made by `dump()`. */
export async function openMemoryPglite(snapshot?: Blob) {
  return fromInstance(await PGlite.create(snapshot ? { loadDataDir: snapshot, extensions } : { extensions }));
}
