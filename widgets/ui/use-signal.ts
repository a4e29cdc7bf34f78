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
