import type { ReactNode } from 'react';
import { errorText } from '../../sdk/i18n/error-text';
import { useT } from './croupier-context';

/** A loader's state: what `useAsync` returns, or any hook shaped like it. */
export interface LoadState {
  readonly status: 'loading' | 'ready' | 'error';
  readonly error?: unknown;
  retry(): void;
}

export interface AsyncStatesProps {
  state: LoadState;
  /** Loaded, but nothing to show: the empty message instead of the children. */
  empty?: boolean;
  emptyText?: string;
  /** What the player can do about it (log in to see favourites, say). */
  emptyAction?: ReactNode;
  /** Class of the loading, error and empty blocks. */
  className?: string;
  /** The failure's message, when a page knows more than its code (a refused date range's reason). */
  errorText?: (error: unknown) => string;
  /** Placeholder shapes in place of the spinner line while loading, for the layout to come. */
  skeleton?: { readonly className: string; readonly item: string; readonly count: number };
  /** The content, shown once loaded and not empty. */
  children?: ReactNode;
}

/**
 * The states of anything loaded: loading (a status), failed (an alert with the message and a
 * retry), empty (a status), or the content. One markup, so every list reads the same to a screen
 * reader and the retry is always the same button.
 */
export function AsyncStates(props: AsyncStatesProps) {
  const t = useT();
  const { state, skeleton } = props;
  if (state.status === 'loading')
    return skeleton ? (
      <div className={skeleton.className} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: skeleton.count }, (_, i) => (
          <span key={i} className={skeleton.item} />
        ))}
      </div>
    ) : (
      <p className={props.className} role="status">
        <span className="cr-spinner" aria-hidden="true" /> {t('common.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <div className={props.className} role="alert">
        <p>{props.errorText ? props.errorText(state.error) : errorText(t, state.error)}</p>
        <button type="button" className="cr-btn cr-btn--primary" onClick={state.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (props.empty)
    return (
      <div className={props.className} role="status">
        <p>{props.emptyText}</p>
        {props.emptyAction}
      </div>
    );
  return <>{props.children}</>;
}
