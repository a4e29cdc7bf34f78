import { useEffect, useState } from 'react';
import type { Jackpot } from '../../sdk/contract/entities/game';
import { balanceText } from '../../sdk/rules/balance';
import { JACKPOT_POLL_MS, jackpotShown } from '../../sdk/rules/jackpot';
import { toLocale } from '../../sdk/i18n/languages';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { prefersReducedMotion } from '../ui/reduced-motion';

/** A quarter second a step: the cents move, and the page does little work for it. */
const STEP_MS = 250;

/**
 * The progressive jackpot, climbing as players spin: read every JACKPOT_POLL_MS, and shown
 * running from the last reading to the new one over that time (at once for a visitor who prefers
 * reduced motion, or when the pool was won and dropped). Its place is kept while it loads; a
 * platform without jackpots leaves it out.
 */
export function JackpotTicker() {
  const croupier = useCroupier();
  const t = useT();
  const locale = toLocale(useSignal(croupier.state.language));
  const [pot, setPot] = useState<{ now: Jackpot; from: number; at: number } | null>();
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    let stopped = false;
    const read = () =>
      croupier.games.jackpots().then(
        ([read]) => {
          if (stopped) return;
          const at = Date.now();
          // The next climb starts from what the ticker shows now, not from the last reading.
          setPot((known) =>
            read
              ? {
                  now: read,
                  at,
                  from:
                    known && !prefersReducedMotion()
                      ? jackpotShown(known.from, known.now.amount, at - known.at)
                      : read.amount,
                }
              : null,
          );
        },
        () => !stopped && setPot((known) => known ?? null),
      );
    void read();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void read();
    }, JACKPOT_POLL_MS);
    const steps = prefersReducedMotion() ? undefined : setInterval(() => setNow(Date.now()), STEP_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      clearInterval(steps);
    };
  }, [croupier]);

  if (pot === null) return null;
  if (pot === undefined) return <div className="cr-jackpot cr-jackpot--loading" aria-hidden="true" />;
  const amount = jackpotShown(pot.from, pot.now.amount, now - pot.at);
  const money = (value: number) => `${pot.now.currencySymbol} ${balanceText(value, false, locale)}`.trim();
  return (
    <div className="cr-jackpot" role="group" aria-labelledby="cr-jackpot-name">
      <span id="cr-jackpot-name" className="cr-jackpot__name">
        {t('winners.jackpot')}
      </span>
      {/* The climbing figure is for the eye; a screen reader hears the pool as last read. */}
      <span className="cr-jackpot__amount" aria-hidden="true" data-testid="jackpot-amount">
        {money(amount)}
      </span>
      <span className="cr-visually-hidden">{money(pot.now.amount)}</span>
      {pot.now.lastWin && (
        <span className="cr-jackpot__last">
          {t('winners.jackpotLastWin', { amount: money(pot.now.lastWin.amount) })}
        </span>
      )}
    </div>
  );
}
