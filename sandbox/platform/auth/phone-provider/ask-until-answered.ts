/**
 * Asks `ask` until it says yes, for `withinMs` of time this process could have heard an answer in.
 * A round in which the event loop was held (`npm start` builds the portal in this process while
 * the emulator starts) counts at most `roundMs`: a stalled loop says nothing about the other side.
 */
export async function askUntilAnswered(
  ask: () => Promise<boolean>,
  { withinMs, roundMs, pauseMs, gaveUp = () => false }: AskPlan,
): Promise<boolean> {
  let waited = 0;
  for (;;) {
    const from = performance.now();
    if (gaveUp()) return false;
    if (await ask()) return true;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    waited += Math.min(performance.now() - from, roundMs);
    if (waited >= withinMs) return false;
  }
}

export type AskPlan = {
  withinMs: number;
  /** The most one round of asking and pausing may count: the ask's own timeout plus the pause. */
  roundMs: number;
  pauseMs: number;
  /** Stops early, say when the other side has exited. */
  gaveUp?: () => boolean;
};
