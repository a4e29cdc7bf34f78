/**
 * The deliveries of one request, one after another. A table's bet is known to its process only
 * once its stake is taken: a copy of the request that overtook the first delivery found neither
 * the bet (not booked yet) nor the seat free, and was refused while the first was placing it, so
 * the player was told "refused" and their stake stayed on the table. In line, a copy finds the
 * first's bet and answers it again or, when the first failed, places or refunds the bet itself.
 */
export function requestLine() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const mine = (tails.get(key) ?? Promise.resolve()).then(work, work);
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
