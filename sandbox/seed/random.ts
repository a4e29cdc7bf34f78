/** A small seeded generator (mulberry32): the same seed always gives the same catalogue. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Inserts rows in batches of multi-row VALUES (one statement per batch is ~50x faster in PGlite). */
export async function insertRows(
  db: { query(sql: string, params?: unknown[]): Promise<unknown> },
  table: string,
  columns: string[],
  rows: unknown[][],
  batch = 500,
) {
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const params: unknown[] = [];
    const tuples = slice.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(',')})`);
    await db.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params);
  }
}
