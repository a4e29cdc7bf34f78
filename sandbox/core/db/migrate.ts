import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

const folder = join(import.meta.dirname, 'migrations');

/** Applies the SQL files of `migrations/` not applied yet, in name order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  const pending = readdirSync(folder)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(folder, name), 'utf8');
    await db.exec(`begin;\n${sql}\ninsert into schema_migrations(name) values ('${name}');\ncommit;`);
  }
  return pending;
}
