import { useEffect, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { pendingView } from '@sdk/rules/safer-gambling';
import type { PendingLimit } from '@sdk/contract/entities/safer-gambling';
import { dateFormats } from '@sdk/rules/dates';
import { MAX_TIMER_MS } from '@sdk/rules/reality-check';
import { useAction } from './use-action';

/**
 * A raise or removal waiting out its 24 hours: when it can be confirmed (GMT+8), Confirm enabled
 * from then on (a timer enables it at that moment), and Cancel at any time.
 */
export function PendingChange(props: {
  pending: PendingLimit;
  platformNow: () => number;
  name: string;
  show: (value: number) => string;
  onDecide: (action: 'confirm' | 'cancel') => Promise<void>;
}) {
  const croupier = useCroupier();
  const t = useT();
  const action = useAction();
  // Read at every render: the timer below renders again the moment it becomes due.
  const pending = pendingView(props.pending, props.platformNow());
  const [, setTick] = useState(0);
  useEffect(() => {
    if (pending.due) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(pending.dueInMs + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [pending.due, pending.dueInMs]);
  const time = dateFormats(croupier.i18n.language).long.format(pending.effectiveAt);

  return (
    <div className="cr-safer__pending" role="group" aria-label={props.name}>
      <p className="cr-safer__pending-what">
        {pending.value === null
          ? t('saferGambling.limits.pending.remove')
          : t('saferGambling.limits.pending.raise', { value: props.show(pending.value) })}
      </p>
      <p>
        {pending.due
          ? t('saferGambling.limits.pending.due')
          : t('saferGambling.limits.pending.waits', { time })}
      </p>
      {action.error && (
        <p className="cr-form-error" role="alert">
          {action.error}
        </p>
      )}
      <div className="cr-safer__actions">
        <button
          type="button"
          className="cr-btn cr-btn--ghost cr-btn--sm"
          aria-disabled={action.busy}
          onClick={() => void action.run(() => props.onDecide('cancel'))}
        >
          {t('saferGambling.limits.pending.cancel')}
        </button>
        <button
          type="button"
          className="cr-btn cr-btn--primary cr-btn--sm"
          disabled={!pending.due}
          aria-disabled={action.busy}
          onClick={() => void action.run(() => props.onDecide('confirm'))}
        >
          {t('saferGambling.limits.pending.confirm')}
        </button>
      </div>
    </div>
  );
}
