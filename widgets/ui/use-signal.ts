import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';

/**
 * Reads a signal and re-renders when it changes. Built on useSyncExternalStore so it behaves the
 * same under React and preact/compat (no render patching, no Babel transform).
 */
export function useSignal<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      // signal.subscribe calls back at once with the current value; only later changes matter.
      return source.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [source],
  );
  return useSyncExternalStore(
    subscribe,
    () => source.value,
    () => source.value,
  );
}

/**
 * Reads one value derived from a signal, and re-renders only when that value changes (compared
 * with Object.is): a component that needs a yes or no from a signal that changes on every scroll
 * frame is not rendered again for each of them. `select` must return a primitive, or the same
 * object for the same input.
 */
export function useSignalSelect<T, R>(source: ReadonlySignal<T>, select: (value: T) => R): R {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      return source.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [source],
  );
  const read = () => select(source.value);
  return useSyncExternalStore(subscribe, read, read);
}
