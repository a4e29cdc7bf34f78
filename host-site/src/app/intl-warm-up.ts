/**
 * How long a page waits for the warm-up at most: a worker whose file hangs on a bad line must not
 * hold a member's first render. (Here it took 135-250 ms from its start to its answer.)
 */
export const INTL_WARM_LATEST_MS = 800;

/**
 * Starts the worker that warms the engine's locale data (see intl-warm-up.worker.ts) off the main
 * thread, while the page's code evaluates and the portal waits for the network: the first render
 * that shows an amount or a date (a member's balance in the header, the home page's jackpot) no
 * longer pays for it. Without workers, or refused one, the page pays it as it did before.
 *
 * Resolves once the worker is done (or cannot help: refused, failed, or still busy after
 * `latestMs`): a page that must format before its first render can wait for it rather than do the
 * same work beside it, which costs both threads the full price.
 *
 * @example
 * const warm = warmUpIntl();
 * await warm; // the first Intl format on this thread now costs about a millisecond
 */
export function warmUpIntl(latestMs = INTL_WARM_LATEST_MS): Promise<void> {
  return new Promise((resolve) => {
    const latest = setTimeout(resolve, latestMs);
    const done = () => {
      clearTimeout(latest);
      resolve();
    };
    try {
      const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('message', done, { once: true });
      worker.addEventListener('error', done, { once: true });
    } catch {
      // The first format on the page does the work itself.
      done();
    }
  });
}
