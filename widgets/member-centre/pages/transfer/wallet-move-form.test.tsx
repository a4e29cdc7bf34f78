import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { Endpoint } from '@sdk/contract/endpoint';
import { PlatformError } from '@sdk/client/platform-error';
import { createTranslations, type Translations } from '@sdk/i18n/create-i18n';
import type { Core } from '@sdk/actions/core';
import { transferActions, type MerchantWallets } from '@sdk/actions/transfers';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { WalletMoveForm } from './wallet-move-form';

/**
 * The wallet move form over the SDK's real transfer actions and English texts, the platform
 * answered by a fake client: which wallets can be picked on each side, and what is sent.
 */

const OPTIONS: MerchantWallets = {
  isSingle: false,
  autoTransfer: false,
  minAmount: 1,
  wallets: [
    { code: 'JDB', accountTypeId: 102, name: 'JDB', category: 'RNG' },
    { code: 'KA', accountTypeId: 103, name: 'KA Gaming', category: 'RNG' },
  ],
};
const HELD: Record<string, number> = { main: 1_000, JDB: 250.5, KA: 0 };

let translations: Translations;
beforeAll(async () => {
  translations = await createTranslations('EN');
  await Promise.all([translations.require('centres'), translations.require('money')]);
});
afterEach(cleanup);

function renderForm(answer: (input: Record<string, unknown>) => unknown) {
  const calls: Record<string, unknown>[] = [];
  const client = {
    call: vi.fn(async (_endpoint: Endpoint, input: Record<string, unknown>) => {
      calls.push(input);
      return answer(input);
    }),
  };
  const croupier = {
    state: { language: signal('EN') },
    i18n: translations.i18n,
    hasTexts: () => true,
    requireTexts: async () => undefined,
    cashier: transferActions({ client } as unknown as Core, async () => undefined),
  } as unknown as Croupier;
  const onMoved = vi.fn();
  render(
    <CroupierProvider croupier={croupier}>
      <WalletMoveForm
        options={OPTIONS}
        currency="PHP"
        held={(wallet) => HELD[wallet] ?? 0}
        walletName={(code) => (code === 'main' ? 'Main wallet' : code === 'KA' ? 'KA Gaming' : code)}
        onMoved={onMoved}
      />
    </CroupierProvider>,
  );
  const from = screen.getByRole('group', { name: 'From' });
  const to = screen.getByRole('group', { name: 'To' });
  return { calls, onMoved, from, to };
}

const radio = (group: HTMLElement, name: string) =>
  within(group).getByRole('radio', { name: new RegExp(`^${name} `) }) as HTMLInputElement;

describe('the wallet move form', () => {
  it('offers every wallet with its balance on both sides, the source not selectable as the destination', () => {
    const { from, to } = renderForm(() => undefined);
    for (const group of [from, to])
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.closest('label')!.textContent),
      ).toEqual(['Main wallet 1,000.00', 'JDB 250.50', 'KA Gaming 0.00']);
    expect(radio(from, 'Main wallet').checked).toBe(true);
    expect(radio(to, 'Main wallet').disabled).toBe(true);
    expect(radio(to, 'JDB').checked).toBe(true);
    expect(screen.getByText('Available: 1,000.00')).toBeTruthy();
  });

  it('swaps the sides when the destination is picked as the source, and sends a vendor-to-vendor move of all of it', async () => {
    const { calls, onMoved, from, to } = renderForm((input) => ({
      transferNo: 'TAAAAAAAAAAAAAAAA',
      from: 'JDB',
      to: 'KA',
      amount: input.amount,
      successAmount: input.amount,
      createdAt: 0,
      wallets: { sumBalance: 1_250.5, currency: 'PHP', currencySymbol: 'P', balance: [] },
    }));
    fireEvent.click(radio(from, 'JDB'));
    expect(radio(to, 'Main wallet').checked).toBe(true);
    expect(radio(to, 'JDB').disabled).toBe(true);
    expect(screen.getByText('Available: 250.50')).toBeTruthy();
    fireEvent.click(radio(to, 'KA Gaming'));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect((screen.getByRole('textbox', { name: /^Amount/ }) as HTMLInputElement).value).toBe('250.5');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Done: 250.50 from JDB to KA Gaming.');
    expect(calls).toEqual([
      { fromAccountTypeId: 102, toAccountTypeId: 103, amount: 250.5, requestId: expect.any(String) },
    ]);
    expect(onMoved).toHaveBeenCalledOnce();
  });

  it('turns the move around with the swap button', () => {
    const { from, to } = renderForm(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Swap From and To' }));
    expect(radio(from, 'JDB').checked).toBe(true);
    expect(radio(to, 'Main wallet').checked).toBe(true);
  });

  it('places the platform’s refusal of the destination under To', async () => {
    const { to } = renderForm(() => {
      throw new PlatformError('transfer_wallet_invalid', 'no', 400, { field: 'toAccountTypeId' });
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(to.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(to.getAttribute('aria-describedby')!)!.textContent).toBe(
      'That wallet does not take transfers, or it is on both sides. Choose another wallet.',
    );
  });
});
