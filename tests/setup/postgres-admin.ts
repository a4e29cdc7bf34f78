import pg from 'pg';

/** What the `postgres` project's global setup hands each test file (through `inject`). */
export interface PostgresTemplates {
  /** The server as given (DATABASE_URL): any database on it serves for creating and dropping others. */
  server: string;
  /** Every database of this run is named `<prefix>_…`, so the teardown can find leftovers. */
  prefix: string;
  /** Migrated and seeded, as the sandbox seeds itself on first start. */
  seeded: string;
  /** Migrated only: the ledger's own tests set up what they need. */
  migrated: string;
}

/** The server's URL naming another database on it. */
export function databaseUrl(server: string, database: string) {
  const url = new URL(server);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/**
 * One statement on its own short-lived connection: CREATE and DROP DATABASE cannot run in a
 * transaction block, and a pooled connection would keep the server busy after the tests.
 */
export async function adminQuery<T = Record<string, unknown>>(
  server: string,
  sql: string,
  params?: unknown[],
) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
