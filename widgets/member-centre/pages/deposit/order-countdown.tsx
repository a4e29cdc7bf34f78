import { useEffect, useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { countdownText, secondsLeft } from '@sdk/rules/deposit';

/** Time left to pay, ticking each second (announced only when it changes state, not each tick). */
export function OrderCountdown(props: { expiresAt: number }) {
  const t = useT();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(props.expiresAt, now);
  return (
    <p className="cr-deposit__countdown">
      <span className="cr-spinner" aria-hidden="true" /> {t('cashier.waiting')}{' '}
      <time aria-hidden="true">{countdownText(left)}</time>
    </p>
  );
}
