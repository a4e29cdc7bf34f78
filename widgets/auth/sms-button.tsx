import { useEffect, useRef, useState } from 'react';
import { useT } from '../ui/croupier-context';
import { secondsLeft, SMS_REQUEST_THROTTLE_MS, throttleAllows } from '../../sdk/rules/countdown';

/**
 * The "send code" button: disabled while its countdown runs (SPEC §4: expiredMinutes × 60 s), at
 * most one request a second. `send` checks the number first and resolves with the countdown, or
 * undefined when nothing was sent.
 */
export function SmsButton(props: { send: () => Promise<number | undefined>; disabled?: boolean }) {
  const t = useT();
  const [until, setUntil] = useState<{ startedAt: number; seconds: number }>();
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const lastAt = useRef<number | undefined>(undefined);
  const left = until ? secondsLeft(until.startedAt, until.seconds, now) : 0;

  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);

  async function click() {
    const at = Date.now();
    if (!throttleAllows(lastAt.current, at, SMS_REQUEST_THROTTLE_MS)) return;
    const previous = lastAt.current;
    lastAt.current = at;
    setBusy(true);
    try {
      const seconds = await props.send();
      // A click that sent nothing (the number did not check out) does not count against the throttle.
      if (!seconds) lastAt.current = previous;
      if (seconds) {
        setUntil({ startedAt: Date.now(), seconds });
        setNow(Date.now());
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="cr-btn cr-btn--accent cr-btn--sm cr-sms-button"
      disabled={props.disabled || busy || left > 0}
      aria-live="polite"
      onClick={() => void click()}
    >
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
    </button>
  );
}
