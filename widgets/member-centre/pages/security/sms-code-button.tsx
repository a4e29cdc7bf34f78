import { useEffect, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { errorText } from '@sdk/i18n/error-text';

const RESEND_SECONDS = 60;

/** Sends the payment-password code to the bound mobile, then waits a minute before another. */
export function SmsCodeButton() {
  const croupier = useCroupier();
  const t = useT();
  const [wait, setWait] = useState(0);
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const send = async () => {
    setMessage(undefined);
    try {
      await croupier.security.sendPaymentPasswordSms();
      setWait(RESEND_SECONDS);
      setMessage(t('security.paymentPassword.smsSent'));
    } catch (error) {
      setMessage(errorText(t, error));
    }
  };
  return (
    <>
      <button type="button" className="cr-btn cr-btn--small" disabled={wait > 0} onClick={() => void send()}>
        {wait > 0
          ? t('security.paymentPassword.resendIn', { seconds: wait })
          : t('security.paymentPassword.sendCode')}
      </button>
      <span className="cr-visually-hidden" role="status">
        {message}
      </span>
    </>
  );
}
