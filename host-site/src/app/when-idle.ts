import { useEffect, useState } from 'react';

/**
 * Runs `fn` at the browser's next idle moment, or after `timeoutMs` at the latest (after 1.5 s
 * where there is no idle callback).
 */
export const whenIdle = (fn: () => void, timeoutMs?: number): void => {
  if (typeof globalThis.requestIdleCallback === 'function')
    requestIdleCallback(fn, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  else setTimeout(fn, 1500);
};

/**
 * How long useIdleOnce waits at most: what waits for it (the session limit) must not wait on a
 * page that is never idle.
 */
export const IDLE_ONCE_LATEST_MS = 2000;

/**
 * False until the browser's first idle moment after the portal's first view (IDLE_ONCE_LATEST_MS
 * at the latest), then true (at once on every later mount). What a page load does not need at
 * once waits for it, in a task of its own, instead of joining the load's long tasks.
 */
export function useIdleOnce(): boolean {
  return useIdleSteps('idle-once', 1) === 1;
}

/** The keys of useIdleSteps whose steps have all come once. */
const stepped = new Set<string>();

/**
 * How many of `count` steps are due: none at first, one more at each of the browser's idle moments
 * (IDLE_ONCE_LATEST_MS at the latest each), and all of them at once on every mount after the
 * first time `key` got there. Content below the fold built in steps stays out of the load's long
 * tasks: each step is a task of its own, short enough not to block a tap.
 */
export function useIdleSteps(key: string, count: number): number {
  const [due, setDue] = useState(() => (stepped.has(key) ? count : 0));
  useEffect(() => {
    if (due >= count) {
      stepped.add(key);
      return;
    }
    let live = true;
    whenIdle(() => live && setDue((n) => Math.min(n + 1, count)), IDLE_ONCE_LATEST_MS);
    return () => {
      live = false;
    };
  }, [key, count, due]);
  return due;
}
