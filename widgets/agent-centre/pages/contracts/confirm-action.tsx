import { useState, type ReactNode } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { ConfirmDialog } from '@widgets/ui/confirm-dialog';
import { errorText } from '@sdk/i18n/error-text';

/**
 * A contract's button that asks first (accept, reject, withdraw, end, pay): the question in a
 * dialog, the call once confirmed, the button busy meanwhile, and a refusal said beside it.
 */
export function ConfirmAction(props: {
  /** The button's visible text. */
  label: string;
  /** The button's name when several rows share a label ("End — sub1"); starts with `label`. */
  name?: string;
  tone?: 'primary' | 'ghost' | 'danger';
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  run: () => Promise<unknown>;
  onDone: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = () => {
    setOpen(false);
    setBusy(true);
    setError(undefined);
    props.run().then(
      () => {
        setBusy(false);
        props.onDone();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(errorText(t, failure));
      },
    );
  };

  return (
    <span className="cr-contracts__action">
      <button
        type="button"
        className={`cr-btn cr-btn--sm cr-btn--${props.tone ?? 'ghost'}`}
        aria-label={props.name}
        disabled={busy}
        aria-busy={busy}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </button>
      {error && (
        <span className="cr-contracts__action-error" role="alert">
          {error}
        </span>
      )}
      {open && (
        <ConfirmDialog
          name="contract-confirm"
          title={props.title}
          message={props.message}
          confirmLabel={props.confirmLabel ?? props.label}
          cancelLabel={t('common.cancel')}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  );
}
