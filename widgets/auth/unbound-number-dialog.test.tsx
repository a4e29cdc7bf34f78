import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { PlatformError } from '../../sdk/client/platform-error';
import { CroupierProvider } from '../ui/croupier-context';
import { UnboundNumberDialog } from './unbound-number-dialog';

/** What the dialog reads: the brand's flags, translations and the registration call. */
function show(flags: Record<string, boolean>, register = vi.fn(async () => ({ changePassword: false }))) {
  const croupier = {
    state: { language: signal('ES'), flags: signal(flags), frame: signal(undefined) },
    i18n: {
      t: (key: string, values?: { number?: string }) => (values?.number ? `${key} ${values.number}` : key),
    },
    account: { registerUnboundNumber: register },
  } as unknown as Croupier;
  const onExisting = vi.fn();
  const onClose = vi.fn();
  render(
    <CroupierProvider croupier={croupier}>
      <UnboundNumberDialog number="+63 9171234567" onExisting={onExisting} onClose={onClose} />
    </CroupierProvider>,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'auth.unboundNumber.title' });
  return { dialog, register, onExisting, onClose };
}

afterEach(cleanup);

describe('UnboundNumberDialog', () => {
  it('is a modal alertdialog described by its message, which names the number', () => {
    const { dialog } = show({ FIREBASECREATEACC3: true });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('auth.unboundNumber.message +63 9171234567');
  });

  it('offers registering first, focused, and registers with the kept token', async () => {
    const { register, onExisting } = show({ FIREBASECREATEACC3: true });
    const buttons = screen.getAllByRole('button').filter((b) => !b.dataset.closeButton);
    expect(buttons.map((b) => b.textContent)).toEqual([
      'auth.unboundNumber.register',
      'auth.unboundNumber.existing',
    ]);
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(register).toHaveBeenCalledOnce());
    expect(onExisting).not.toHaveBeenCalled();
  });

  it('offers only the existing account, focused, when the brand does not let a number register', () => {
    const { onExisting, register } = show({ FIREBASECREATEACC3: false });
    expect(screen.queryByRole('button', { name: 'auth.unboundNumber.register' })).toBeNull();
    const existing = screen.getByRole('button', { name: 'auth.unboundNumber.existing' });
    expect(document.activeElement).toBe(existing);
    expect(
      document.getElementById(screen.getByRole('alertdialog').getAttribute('aria-describedby')!)?.textContent,
    ).toContain('auth.unboundNumber.messageExistingOnly');
    fireEvent.click(existing);
    expect(onExisting).toHaveBeenCalledOnce();
    expect(register).not.toHaveBeenCalled();
  });

  it('closes on Escape without choosing', () => {
    const { dialog, onClose, onExisting, register } = show({ FIREBASECREATEACC3: true });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(onExisting).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('says why a registration was refused, and lets the player choose again', async () => {
    const refused = vi.fn(async () => {
      throw new PlatformError('mobile_taken', 'That mobile number is already registered', 409);
    });
    show({ FIREBASECREATEACC3: true }, refused);
    fireEvent.click(screen.getByRole('button', { name: 'auth.unboundNumber.register' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'auth.unboundNumber.register' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
