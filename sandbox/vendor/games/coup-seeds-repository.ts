import type { Queryable } from '../../core/db/database';

/** How many coups' hashes a process remembers having kept: far more than its tables deal in a sweep. */
const REMEMBERED = 1_000;

/**
 * Keeps a coup's seed (coup_seeds) once, before its first real-money bet: later bets on the coup
 * find it kept and write nothing. Kept by hash, the one every bet on the coup records.
 */
export function createSeedKeeper(db: Queryable) {
  const kept = new Set<string>();
  return async (coup: { hash: string; seed: string }) => {
    if (kept.has(coup.hash)) return;
    await db.query('insert into coup_seeds (hash, seed) values ($1, $2) on conflict do nothing', [
      coup.hash,
      coup.seed,
    ]);
    if (kept.size >= REMEMBERED) kept.clear();
    kept.add(coup.hash);
  };
}

/** The seed kept for a coup's hash, if one was. */
export const keptSeedOf = async (db: Queryable, hash: string) =>
  (await db.query<{ seed: string }>('select seed from coup_seeds where hash = $1', [hash]))[0]?.seed;
