import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useOnStage } from './on-stage';

export type Polled<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T; readonly at: number };

const LOADING = { status: 'loading' } as const;
const FAILED = { status: 'failed' } as const;

/**
 * What `read` answers, asked now and every `everyMs` while the page is in view, for as long as
 * `key` stays the same (a new key starts afresh; no key, nothing is asked). `at` is when the
 * answer came (epoch ms), for what counts down from it. A failed read after a good one keeps the
 * good one: the live parts of a lobby are a bonus on it, and a blip should not blank them. Under
 * a game playing in the widget's place nothing is asked; back on stage, it is asked at once.
 */
export function usePolled<T>(key: string | undefined, everyMs: number, read: () => Promise<T>): Polled<T> {
  const reader = useRef(read);
  useLayoutEffect(() => {
    reader.current = read;
  });
  const [held, setHeld] = useState<{ key?: string; polled: Polled<T> }>({ key, polled: LOADING });
  const onStage = useOnStage();
  useEffect(() => {
    if (key === undefined || !onStage) return;
    let stopped = false;
    const once = () =>
      reader.current().then(
        (value) => {
          if (!stopped) setHeld({ key, polled: { status: 'ready', value, at: Date.now() } });
        },
        () => {
          if (!stopped)
            setHeld((known) =>
              known.key === key && known.polled.status === 'ready' ? known : { key, polled: FAILED },
            );
        },
      );
    void once();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void once();
    }, everyMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [key, everyMs, onStage]);
  return held.key === key ? held.polled : LOADING;
}
