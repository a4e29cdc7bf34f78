import { useEffect, useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { errorText } from '@sdk/i18n/error-text';

const RESEND_SECONDS = 60;

/**
 * Sends a verification code (SMS or email), then waits a minute before another. `send` answers
 * false when the form stopped it (an invalid number shows its own error under the field).
 */
export function SendCodeButton(props: {
  send: () => Promise<boolean>;
  label: string;
  resendIn: (seconds: number) => string;
  sent: string;
}) {
  const t = useT();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const send = async () => {
    setMessage(undefined);
    setBusy(true);
    try {
      if (!(await props.send())) return;
      setWait(RESEND_SECONDS);
      setMessage(props.sent);
    } catch (error) {
      setMessage(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="cr-btn cr-btn--small"
        disabled={wait > 0 || busy}
        onClick={() => void send()}
      >
        {wait > 0 ? props.resendIn(wait) : props.label}
      </button>
      <span className="cr-visually-hidden" role="status">
        {message}
      </span>
    </>
  );
}
