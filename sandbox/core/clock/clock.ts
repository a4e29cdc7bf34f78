/**
 * The sandbox's clock: the wall clock moved forward by an offset that the clock switch
 * (POST /sandbox/clock) sets, so a demo or a test can let a day pass (a limit raise's 24 hours, a
 * time-out) without waiting for it. The offset only grows until a reset: time never runs back
 * for rows already written.
 */
export interface SandboxClock {
  /** How far the platform's time is ahead of the wall clock, in milliseconds. */
  offsetMs(): number;
  setOffset(ms: number): void;
}

export function createClock(initialOffsetMs = 0): SandboxClock {
  let offset = initialOffsetMs;
  return {
    offsetMs: () => offset,
    setOffset(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0)
        throw new Error(`A clock offset is whole milliseconds ≥ 0, not ${ms}`);
      offset = ms;
    },
  };
}

/**
 * The wall clock as the sandbox's callers see it: what a browser or a partner stamps on a sealed
 * payload or a signature. Freshness checks compare with it rather than with the moved clock, or a
 * day's advance would refuse every login as "sealed a day ago". Tests that replace
 * `sandbox.now` move this one too, as before the switch existed.
 */
export const wallNow = (sandbox: { now(): Date; clock: SandboxClock }): Date =>
  new Date(sandbox.now().getTime() - sandbox.clock.offsetMs());
