import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { Endpoint } from '@sdk/contract/endpoint';
import { PlatformError } from '@sdk/client/platform-error';
import { createTranslations, type Translations } from '@sdk/i18n/create-i18n';
import type { Core } from '@sdk/actions/core';
import { withdrawActions, type WithdrawInfo, type WithdrawOrder } from '@sdk/actions/withdrawals';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import WithdrawPage from './withdraw-page';

/**
 * The withdraw page over the SDK's real withdraw actions and English texts, with the platform
 * answered by a fake client: what a player sees and what is sent, state by state.
 */

const ACCOUNT = {
  id: 'pa_1',
  kind: 'usdt',
  bankName: null,
  holderName: null,
  masked: 'TR7N…Lj6t',
  createdAt: 0,
};
const INFO: WithdrawInfo = {
  currency: 'PHP',
  balance: 10_000,
  minAmount: 100,
  maxAmount: 50_000,
  feePercent: 1,
  minFee: 2,
  dailyCount: { used: 1, max: 5 },
  turnover: { required: 0, done: 0, remaining: 0 },
  wagering: { locked: 0, available: 10_000, remaining: 0, locks: [] },
  hasPaymentPassword: true,
  paymentPasswordLockedUntil: null,
  accounts: [ACCOUNT as WithdrawInfo['accounts'][number]],
  autoReceiveMinutes: 30,
};
const ORDER: WithdrawOrder = {
  orderNo: 'WABCDEFGHIJKLMNOP',
  payoutAccount: ACCOUNT as WithdrawOrder['payoutAccount'],
  amount: 1_234.56,
  fee: 12.35,
  netAmount: 1_222.21,
  status: 'processing',
  createdAt: Date.UTC(2026, 10, 25, 3, 0),
  paidAt: null,
  confirmBy: null,
  confirmedAt: null,
  rejectReason: null,
  proofs: [],
};

let translations: Translations;
beforeAll(async () => {
  translations = await createTranslations('EN');
  await Promise.all([
    translations.require('centres'),
    translations.require('games'),
    translations.require('money'),
  ]);
});

let urls = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

/** The page with the platform answering `answer`; every call it sends is kept. */
function renderPage(
  answer: (name: string, input: Record<string, unknown>) => unknown,
  wallets: { wallet: string; amount: number }[] = [],
) {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    call: vi.fn(async (endpoint: Endpoint, input: Record<string, unknown>) => {
      calls.push({ name: endpoint.name, input });
      return answer(endpoint.name, input);
    }),
  };
  const refreshBalance = vi.fn(async () => undefined);
  const openPage = vi.fn();
  const croupier = {
    state: {
      language: signal('EN'),
      balance: signal({ sumBalance: 0, currency: 'PHP', currencySymbol: 'P', balance: wallets }),
    },
    i18n: translations.i18n,
    hasTexts: () => true,
    requireTexts: async () => undefined,
    cashier: withdrawActions({ client } as unknown as Core, refreshBalance),
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <WithdrawPage openPage={openPage} />
    </CroupierProvider>,
  );
  return { calls, openPage, refreshBalance };
}

const history = (list: WithdrawOrder[] = []) => ({ list, total: list.length });
const sent = (calls: { name: string; input: Record<string, unknown> }[], name: string) =>
  calls.filter((c) => c.name === name).map((c) => c.input);

/** No key of the texts may show: a missing translation renders its key. */
function expectTranslated() {
  const shown = [
    document.body.textContent,
    ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
  ].join(' ');
  expect(shown).not.toMatch(/\b(withdraw|cashier|common|errors)\.[a-zA-Z]/);
}

describe('a member who cannot withdraw yet', () => {
  it('is told what My account lacks and taken there', async () => {
    const { openPage } = renderPage((name) =>
      name === 'withdrawInfo' ? { ...INFO, hasPaymentPassword: false, accounts: [] } : history(),
    );
    const setup = await screen.findByRole('region', { name: 'Set up your first withdrawal' });
    expect(within(setup).getAllByText('Missing')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Request withdrawal' })).toBeNull();
    fireEvent.click(within(setup).getByRole('button', { name: 'Go to My account' }));
    expect(openPage).toHaveBeenCalledWith('securityCenter');
    expectTranslated();
  });

  it('is stopped, with the reason, while bonus turnover is still to wager', async () => {
    renderPage((name) =>
      name === 'withdrawInfo'
        ? {
            ...INFO,
            turnover: { required: 5_500, done: 1_000, remaining: 4_500 },
            wagering: { locked: 10_000, available: 0, remaining: 4_500, locks: [] },
          }
        : history(),
    );
    const submit = await screen.findByRole('button', { name: 'Request withdrawal' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/bet 4,500\.00 more to free it/)).toBeTruthy();
    expect(submit.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Bonus turnover' }).getAttribute('aria-valuenow')).toBe(
      '18',
    );
  });
});

describe('the withdraw form', () => {
  it('says what sits in provider wallets, and leads to My wallet to bring it back', async () => {
    const { openPage } = renderPage(
      (name) => (name === 'withdrawInfo' ? INFO : history()),
      [
        { wallet: 'main', amount: 10_000 },
        { wallet: 'JDB', amount: 250.1 },
        { wallet: 'SABA', amount: 0.2 },
      ],
    );
    const summary = await screen.findByRole('region', { name: 'At a glance' });
    expect(
      within(summary).getByText(
        '250.30 is in provider wallets: bring it back to the main wallet to withdraw it.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(summary).getByRole('button', { name: 'Go to My wallet' }));
    expect(openPage).toHaveBeenCalledWith('transferFund');
  });

  it('explains every rule and shows the fee and what arrives as the amount is typed', async () => {
    renderPage((name) => (name === 'withdrawInfo' ? INFO : history()));
    const summary = await screen.findByRole('region', { name: 'At a glance' });
    expect(within(summary).getByText('10,000.00')).toBeTruthy();
    expect(within(summary).getByText('100.00 – 50,000.00')).toBeTruthy();
    expect(within(summary).getByText('1% (at least 2.00)')).toBeTruthy();
    expect(within(summary).getByText('4 of 5')).toBeTruthy();
    expect(within(summary).getByText('Nothing to wager')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Amount \(PHP\)/), { target: { value: '1234.56' } });
    expect(screen.getByText('12.35')).toBeTruthy();
    expect(screen.getByText('1,222.21')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw all: 10,000.00' }));
    expect((screen.getByLabelText(/^Amount \(PHP\)/) as HTMLInputElement).value).toBe('10000.00');
    expectTranslated();
  });

  it('refuses more than the balance under the field, and sends nothing', async () => {
    const { calls } = renderPage((name) => (name === 'withdrawInfo' ? { ...INFO, balance: 500 } : history()));
    fireEvent.change(await screen.findByLabelText(/^Amount \(PHP\)/), { target: { value: '500.01' } });
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: '482915' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The amount is more than your available balance')).toBeTruthy();
    expect(sent(calls, 'withdrawCreate')).toEqual([]);
  });

  it('says how many tries are left after a wrong payment password, and clears it', async () => {
    const { calls, refreshBalance } = renderPage((name) => {
      if (name === 'withdrawCreate')
        throw new PlatformError('payment_password_incorrect', 'no', 400, {
          field: 'paymentPassword',
          attemptsLeft: 4,
        });
      return name === 'withdrawInfo' ? INFO : history();
    });
    fireEvent.change(await screen.findByLabelText(/^Amount \(PHP\)/), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: '111112' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await screen.findByText('The payment password is not correct. 4 tries left before it locks.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Payment password/) as HTMLInputElement).value).toBe('');
    expect(refreshBalance).not.toHaveBeenCalled();
    expect(sent(calls, 'withdrawCreate')).toEqual([
      { payoutAccountId: 'pa_1', amount: 250, paymentPassword: '111112', requestId: expect.any(String) },
    ]);
  });

  it('sends the amount in cents exactly, reads the balance again and follows the order', async () => {
    const { calls, refreshBalance } = renderPage((name) =>
      name === 'withdrawCreate' ? ORDER : name === 'withdrawInfo' ? INFO : history(),
    );
    fireEvent.change(await screen.findByLabelText(/^Amount \(PHP\)/), { target: { value: '1234,56' } });
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: '482915' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const panel = await screen.findByRole('region', { name: 'Withdrawal WABCDEFGHIJKLMNOP' });
    expect(sent(calls, 'withdrawCreate')[0]).toMatchObject({ amount: 1_234.56 });
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    expect(within(panel).getByText('Processing')).toBeTruthy();
    expect(within(panel).getByRole('status').textContent).toMatch(/already left your balance/);
    expectTranslated();
  });
});

describe('a paid withdrawal', () => {
  const paid: WithdrawOrder = {
    ...ORDER,
    status: 'awaiting_confirmation',
    paidAt: Date.UTC(2026, 10, 25, 3, 5),
    confirmBy: Date.now() + 30 * 60_000,
  };
  const png = (name: string) =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
      type: 'image/png',
    });

  it('is reported not received with checked images, then received when the money turns up', async () => {
    let current = paid;
    const { calls } = renderPage((name, input) => {
      if (name === 'withdrawConfirm') {
        current = {
          ...current,
          status: input.received ? 'received' : 'not_received',
          confirmedAt: Date.now(),
          proofs: input.received
            ? current.proofs
            : (input.proofs as { name: string; type: 'image/png' }[]).map((p, i) => ({
                id: `wp_${i}`,
                name: p.name,
                type: p.type,
                size: 11,
              })),
        };
        return current;
      }
      return name === 'withdrawInfo' ? INFO : history([current]);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Answer withdrawal WABCDEFGHIJKLMNOP' }));
    const panel = await screen.findByRole('region', { name: 'Withdrawal WABCDEFGHIJKLMNOP' });
    expect(within(panel).getByText(/Answer by .* \(GMT\+8\)/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'I did not receive it' }));

    // Nothing attached: the message sits under the field and nothing is sent (the form loads on demand).
    fireEvent.click(await within(panel).findByRole('button', { name: 'Send the claim' }));
    expect(await within(panel).findByText(/Attach at least one image/)).toBeTruthy();

    const input = within(panel).getByLabelText('Add images');
    const gif = new File(['GIF89a......'], 'chat.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await within(panel).findByText('chat.png is not a PNG or JPG image')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [png('bank.png'), png('app.png'), png('mail.png'), png('sms.png')] },
    });
    expect(await within(panel).findByText('Attach 1 to 3 images')).toBeTruthy();
    // Each preview is a list item named by its file (its image is decorative), with its remove button.
    const previews = () =>
      within(panel)
        .queryAllByRole('button', { name: /^Remove / })
        .map((button) => button.closest('li')?.textContent);
    expect(previews()).toEqual(['bank.png', 'app.png', 'mail.png']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove mail.png' }));
    expect(previews()).toEqual(['bank.png', 'app.png']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Send the claim' }));

    await waitFor(() => expect(within(panel).getByRole('status').textContent).toMatch(/did not arrive/));
    const [claim] = sent(calls, 'withdrawConfirm');
    expect(claim).toEqual({
      orderNo: 'WABCDEFGHIJKLMNOP',
      received: false,
      proofs: [
        { name: 'bank.png', type: 'image/png', dataBase64: 'iVBORw0KGgoBAgM=' },
        { name: 'app.png', type: 'image/png', dataBase64: 'iVBORw0KGgoBAgM=' },
      ],
    });
    expect(within(panel).getByText('Proof sent')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'I did not receive it' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Yes, it has arrived' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toMatch(/Withdrawal complete/));
    expect(sent(calls, 'withdrawConfirm')[1]).toEqual({
      orderNo: 'WABCDEFGHIJKLMNOP',
      received: true,
      proofs: undefined,
    });
    expect(within(panel).queryByRole('button', { name: /Yes/ })).toBeNull();
    expectTranslated();
  });

  it('shows a rejected order with the operator’s reason in the history', async () => {
    renderPage((name) =>
      name === 'withdrawInfo'
        ? INFO
        : history([{ ...ORDER, status: 'rejected', rejectReason: 'Name on the account does not match' }]),
    );
    const table = await screen.findByRole('table', { name: 'Your withdrawals, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('Name on the account does not match')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'View withdrawal WABCDEFGHIJKLMNOP' }));
    const panel = await screen.findByRole('region', { name: 'Withdrawal WABCDEFGHIJKLMNOP' });
    await waitFor(() =>
      expect(within(panel).getByText(/Reason: Name on the account does not match/)).toBeTruthy(),
    );
    expect(within(panel).getByRole('status').textContent).toMatch(/back in your balance/);
  });
});
