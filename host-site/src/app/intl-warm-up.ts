/**
 * Starts the worker that warms the engine's locale data (see intl-warm-up.worker.ts) off the main
 * thread, while the page's code evaluates and the portal waits for the network: the first render
 * that shows an amount or a date (a member's balance in the header, the home page's jackpot) no
 * longer pays for it. Without workers, or refused one, the page pays it as it did before.
 */
export function warmUpIntl(): void {
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // The first format on the page does the work itself.
  }
}
