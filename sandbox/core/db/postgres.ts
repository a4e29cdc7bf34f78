import pg from 'pg';
import type { Database, Queryable } from './database';

// Money is kept in minor units as int8: small enough for JavaScript numbers, so parse them as such.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// A calendar day is that day's UTC midnight, as PGlite reads it; pg's default is the local midnight
// of the Node process, which reads as the day before anywhere east of Greenwich.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => new Date(v));

/** How a caller other than `npm start` tunes its pool (the ledger simulation names each server's). */
export interface PostgresOptions {
  /** Shown in pg_stat_activity, so an administrator (or a test) can find this pool's connections. */
  readonly applicationName?: string;
}

/** A PostgreSQL server reached through `DATABASE_URL`. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    // The sandbox is written against PGlite, whose sessions are in UTC; a server's default time
    // zone is its machine's (initdb reads it), which shifts every timestamptz literal and day cast.
    options: '-c TimeZone=UTC',
  });
  // Every connection hears its own failure. A backend ended (an administrator, a failover, the
  // server restarting) sends its error to the statement in flight if there is one; otherwise the
  // connection emits 'error', and with nobody listening that is an uncaught exception that takes
  // the whole sandbox down. It happens between two statements of a transaction, while the pool
  // hands the connection out, or while it sits idle (where the pool listens too, then drops it
  // and emits 'error' itself). A failed connection is not queryable: its next statement fails,
  // and the pool destroys it on release. The next query opens a new one.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL: a connection failed: ${error.message}`)),
  );
  pool.on('error', () => undefined);
  // pool.end() resolves before its connections have closed; close() waits for them, so that the
  // server has let go of the database when it returns (a test drops it next).
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', () => open++);
  pool.on('remove', () => --open === 0 && allClosed?.());
  await pool.query('select 1');
  const q = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...q(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(q(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // A failed rollback means a broken connection: the caller hears the first error, and the
        // connection is destroyed instead of going back to the pool.
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      const closed = new Promise<void>((resolve) => (allClosed = resolve));
      await pool.end();
      if (open > 0) await closed;
    },
  };
}
