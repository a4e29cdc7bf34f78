import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { CroupierProvider } from './croupier-context';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const croupier = {
  state: { language: signal('ES'), frame: signal(undefined) },
  i18n: { t: (key: string) => key },
} as unknown as Croupier;

afterEach(cleanup);

function show(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <CroupierProvider croupier={croupier}>
      <ConfirmDialog
        name="confirm-logout"
        title="Log out?"
        message="You will need to log in again."
        confirmLabel="Log out"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onClose={onClose}
        {...props}
      />
    </CroupierProvider>,
  );
  return { onConfirm, onClose, dialog: screen.getByRole('alertdialog', { name: 'Log out?' }) };
}

describe('ConfirmDialog', () => {
  it('is a modal alertdialog named by its title and described by its message', () => {
    const { dialog } = show();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-modal')).toBe('confirm-logout');
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('You will need to log in again.');
  });

  it('puts focus on the confirm button, which Enter presses', () => {
    const { dialog, onConfirm } = show();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.keyDown(dialog, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Cancel and on Escape without confirming', () => {
    const { dialog, onConfirm, onClose } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('informs with one button when there is nothing to cancel', () => {
    const { dialog, onConfirm } = show({ cancelLabel: undefined, confirmLabel: 'OK' });
    const buttons = [...dialog.querySelectorAll('.cr-dialog__actions button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['OK']);
    fireEvent.click(buttons[0]!);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
