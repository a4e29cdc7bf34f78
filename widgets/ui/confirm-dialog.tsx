import { useId, type ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  /** Identifies the dialog in tests and styles (`data-modal`). */
  name: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** With a cancel button the dialog asks; without one it informs, and its button only closes it. */
  cancelLabel?: string;
  /** Escape, the close button, the backdrop and Cancel. */
  onClose: () => void;
}

/**
 * A confirmation or warning that interrupts the player, after the WAI-ARIA alertdialog pattern:
 * named by its title, described by its message, focus on the confirm button, and Enter presses it
 * (SPEC §4: Enter presses a dialog's only or default button).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      name={props.name}
      role="alertdialog"
      size="small"
      title={props.title}
      describedBy={messageId}
      onClose={props.onClose}
      onEnter={props.onConfirm}
      actions={
        <>
          {props.cancelLabel && (
            <button type="button" className="cr-btn cr-btn--ghost" onClick={props.onClose}>
              {props.cancelLabel}
            </button>
          )}
          <button type="button" className="cr-btn cr-btn--primary" data-autofocus onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <p id={messageId}>{props.message}</p>
    </Modal>
  );
}
