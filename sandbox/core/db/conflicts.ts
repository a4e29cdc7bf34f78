/**
 * PostgreSQL's answers to two transactions that got in each other's way: a deadlock (40P01), where
 * the server aborts one of them, and a serialization failure (40001). Both roll back the aborted
 * transaction whole, so running it again is safe and is what the server's documentation asks of
 * the client. PGlite runs one transaction at a time and never answers either.
 */
const CONFLICT_CODES = new Set(['40P01', '40001']);

export function isConflict(error: unknown): boolean {
  return CONFLICT_CODES.has(String((error as { code?: unknown } | null)?.code));
}

/** Runs `work` again (up to `attempts` times in all) while it fails with a conflict. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isConflict(error)) throw error;
    }
  }
}
