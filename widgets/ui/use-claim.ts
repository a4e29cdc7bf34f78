import { useRef, useState } from 'react';
import { errorText } from '../../sdk/i18n/error-text';
import { useT } from './croupier-context';

/**
 * A reward's claim button (a rebate, a level-up bonus): which claim is running, one at a time
 * (a second click in the same moment sends nothing: the state lags a render behind), the
 * confirmation of the last one paid and the translated refusal of the last one refused.
 */
export function useClaim<K extends string | number>() {
  const t = useT();
  const [busy, setBusy] = useState<K>();
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const running = useRef(false);
  const run = async (key: K, claim: () => Promise<string>, onRefused?: (failure: unknown) => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(key);
    setDone(undefined);
    setError(undefined);
    try {
      setDone(await claim());
    } catch (failure) {
      setError(errorText(t, failure));
      onRefused?.(failure);
    } finally {
      running.current = false;
      setBusy(undefined);
    }
  };
  return { busy, done, error, run };
}
