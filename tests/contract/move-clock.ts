import type { TestSandbox } from './harness';

/**
 * Moves the sandbox's clock to `at` (epoch ms of the sandbox's time), never back: the timed games'
 * tests move the clock past a window or a match instead of waiting for it.
 */
export function moveClockTo(sandbox: TestSandbox, at: number) {
  const clock = sandbox.instance.sandbox.clock;
  const ahead = at - sandbox.instance.sandbox.now().getTime();
  if (ahead > 0) clock.setOffset(clock.offsetMs() + ahead);
}
