import type { Queryable } from '../db/database';
import { one } from '../db/database';

/** The clock switch's offset, kept in the database so that its own dates (sandbox_now()) follow it. */

export const storedOffset = async (db: Queryable): Promise<number> =>
  Number(
    (await one<{ offset_ms: string | number }>(db, 'select offset_ms from sandbox_clock'))?.offset_ms ?? 0,
  );

export async function storeOffset(db: Queryable, offsetMs: number) {
  await db.query('update sandbox_clock set offset_ms = $1', [offsetMs]);
}
