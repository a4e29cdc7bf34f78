/**
 * Callbacks being handled right now. A slow callback goes on after the platform stopped waiting
 * for it, so whoever checks the partner's books (a test, a shutdown) waits until none is left.
 */
export function createInFlight() {
  let count = 0;
  let waiters: (() => void)[] = [];
  return {
    async track<T>(work: () => Promise<T>): Promise<T> {
      count += 1;
      try {
        return await work();
      } finally {
        count -= 1;
        if (count === 0) {
          for (const wake of waiters) wake();
          waiters = [];
        }
      }
    },
    /** Resolves once no callback is being handled. */
    idle: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    get count() {
      return count;
    },
  };
}

export type InFlight = ReturnType<typeof createInFlight>;
