import { useRef, useState } from 'react';
import { errorText } from '@sdk/i18n/error-text';
import { useT } from '@widgets/ui/croupier-context';

/**
 * A button's call (confirm, cancel, remove): busy while it runs, one at a time, and its refusal
 * as a translated message for the alert beside it.
 */
export function useAction() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // A second click in the same moment must not send twice: the state lags a render behind.
  const running = useRef(false);
  const run = async (call: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await call();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, run };
}
