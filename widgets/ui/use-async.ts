import { useEffect, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

const LOADING = { status: 'loading' } as const;

const sameKey = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Runs `load` when its dependencies change; stale answers are ignored. `retry` runs it again.
 * Each answer is kept with the dependencies it was loaded for, so the render in which they change
 * already says `loading`: a form never mounts, for one render, with what the old inputs loaded.
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: DependencyList,
): AsyncState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = [...deps, attempt];
  const [held, setHeld] = useState<{ key: DependencyList; state: AsyncState<T> }>({ key, state: LOADING });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setHeld({ key, state: { status: 'ready', value } }),
      (error: unknown) => current && setHeld({ key, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, key);
  const state = sameKey(held.key, key) ? held.state : LOADING;
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
