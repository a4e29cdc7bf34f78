/**
 * Runs `pass` every `everyMs` until stopped: one pass at a time (a slow pass is not overlapped by
 * the next), a timer that does not keep the process alive, and a `stop` that waits for the pass
 * under way so the database can close after it. The background jobs' common loop.
 */
export function repeatEvery(
  everyMs: number,
  pass: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= pass()
      .catch(onError)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
