import { useRef } from 'react';
import type { AsyncState } from '@widgets/ui/use-async';
import type { LoadState } from '@widgets/ui/async-states';
import { moneyText } from '@sdk/rules/money';
import { amountTone, signedMoneyText } from '@sdk/rules/records';
import type { DateFormats } from '@sdk/rules/dates';

/**
 * A win, a loss or a signed movement: its sign written out and its colour, so neither colour
 * alone nor sign alone carries the meaning (WCAG 1.4.1).
 */
export function SignedAmount(props: { amount: number; locale: string }) {
  return (
    <span className={`cr-amount cr-amount--${amountTone(props.amount)}`}>
      {signedMoneyText(props.amount, props.locale)}
    </span>
  );
}

/** One figure of a summary: plain money, a signed result, or a count. */
export interface Figure {
  readonly label: string;
  readonly amount: number;
  readonly as?: 'money' | 'signed' | 'count';
  /** The page's headline figure, drawn larger. */
  readonly lead?: boolean;
  readonly hint?: string;
}

/** The totals of a filter as labelled figures (a description list, read label then value). */
export function Summary(props: { label: string; figures: readonly Figure[]; locale: string }) {
  return (
    <div role="group" aria-label={props.label}>
      <dl className="cr-records__summary">
        {props.figures.map((f) => (
          <div key={f.label} className={`cr-records__figure${f.lead ? ' is-lead' : ''}`}>
            <dt>{f.label}</dt>
            <dd>
              {f.as === 'signed' ? (
                <SignedAmount amount={f.amount} locale={props.locale} />
              ) : f.as === 'count' ? (
                new Intl.NumberFormat(props.locale).format(f.amount)
              ) : (
                moneyText(f.amount, props.locale)
              )}
              {f.hint && <small>{f.hint}</small>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A load that keeps showing its last answer while the next one comes (another page, another
 * filter), marked busy, instead of blanking the table for a moment. A failure shows as a failure.
 */
export function useKept<T>(state: AsyncState<T> & { retry: () => void }): {
  state: LoadState;
  value: T | undefined;
  stale: boolean;
} {
  const last = useRef<T | undefined>(undefined);
  if (state.status === 'ready') last.current = state.value;
  else if (state.status === 'error') last.current = undefined;
  const stale = state.status === 'loading' && last.current !== undefined;
  return { state: stale ? { status: 'ready', retry: state.retry } : state, value: last.current, stale };
}

/** When a record happened, GMT+8: the date over the time, so the sticky first column stays narrow. */
export function When(props: { at: number; format: Pick<DateFormats, 'date' | 'time'> }) {
  return (
    <time className="cr-records__when" dateTime={new Date(props.at).toISOString()}>
      <span>{props.format.date.format(props.at)}</span>
      <small>{props.format.time.format(props.at)}</small>
    </time>
  );
}
