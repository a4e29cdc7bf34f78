import type { ReactNode } from 'react';
import { AsyncStates } from '@widgets/ui/async-states';
import { useT } from '@widgets/ui/croupier-context';
import type { AsyncState } from '@widgets/ui/use-async';
import { recordsErrorText } from './record-format';
import { useKept } from './record-parts';

/**
 * What a records or report page shows under its filters, in both centres: the load's states
 * (a refused range says why), the empty message, or the result, which stays on screen, marked
 * busy, while the next page or filter loads.
 */
export function RecordsResult<T>(props: {
  load: AsyncState<T> & { retry: () => void };
  /** Whether a loaded answer has nothing to show (a page that says so itself leaves it out). */
  isEmpty?: (value: T) => boolean;
  emptyText?: string;
  className?: string;
  children: (value: T) => ReactNode;
}) {
  const t = useT();
  const { state, value, stale } = useKept(props.load);
  return (
    <AsyncStates
      state={state}
      errorText={(error) => recordsErrorText(t, error)}
      empty={value !== undefined && props.isEmpty ? props.isEmpty(value) : false}
      emptyText={props.emptyText}
      className={props.className ?? 'cr-centre__state cr-records__state'}
    >
      {value !== undefined && (
        <div className={`cr-records__result${stale ? ' is-stale' : ''}`} aria-busy={stale}>
          {props.children(value)}
        </div>
      )}
    </AsyncStates>
  );
}
