import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { Endpoint } from '@sdk/contract/endpoint';
import type { LimitState, ProtectionState } from '@sdk/contract/entities/safer-gambling';
import { PlatformError } from '@sdk/client/platform-error';
import { createTranslations, type Translations } from '@sdk/i18n/create-i18n';
import type { Core } from '@sdk/actions/core';
import { saferGamblingActions } from '@sdk/actions/safer-gambling';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { LimitsTab } from './limits-tab';

/**
 * The limits tab over the SDK's real safer-gambling actions and English texts, the platform answered
 * by a fake client: what the player reads, and what is sent.
 */

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 4, 20, 4, 0);

let translations: Translations;
beforeAll(async () => {
  translations = await createTranslations('EN');
  await translations.require('protection');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const state = (daily: Partial<LimitState>): ProtectionState => ({
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      value: 100,
      used: 30,
      remaining: 70,
      periodEndsAt: NOW + 12 * HOUR,
      pending: null,
      ...daily,
    },
  ],
  realityCheckMinutes: null,
  minimumAge: 18,
});

function renderTab(
  answer: (name: string, input: Record<string, unknown>) => unknown,
  now: { value: number },
) {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    call: vi.fn(async (endpoint: Endpoint, input: Record<string, unknown>) => {
      calls.push({ name: endpoint.name, input });
      return answer(endpoint.name, input);
    }),
  };
  const croupier = {
    state: { language: signal('EN'), currencySymbol: signal('P') },
    i18n: translations.i18n,
    saferGambling: saferGamblingActions({ client } as unknown as Core, {
      logout: vi.fn(async () => undefined),
    }),
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <LimitsTab platformNow={() => now.value} />
    </CroupierProvider>,
  );
  return { calls };
}

describe('a limit card', () => {
  it('shows the period’s use, and keeps a value the rules refuse with the message under it', async () => {
    const { calls } = renderTab(() => state({}), { value: NOW });
    const daily = await screen.findByRole('article', { name: 'Daily deposit limit' });
    expect(within(daily).getByText('100.00')).toBeTruthy();
    expect(daily.textContent).toContain('Used: 30.00 of 100.00');
    expect(daily.textContent).toContain('Available: 70.00');
    const field = within(daily).getByRole('textbox', { name: 'Daily deposit limit: new limit (P)' });
    fireEvent.change(field, { target: { value: '12.345' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(await within(daily).findByText('Enter an amount with at most two decimals')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('12.345');
    expect(calls.filter((c) => c.name === 'protectionSetLimit')).toEqual([]);
  });

  it('sends a new limit with an idempotency id and says a raise waits its 24 hours', async () => {
    const pending = { value: 200, requestedAt: NOW, effectiveAt: NOW + 24 * HOUR };
    const { calls } = renderTab((name) => (name === 'protectionSetLimit' ? state({ pending }) : state({})), {
      value: NOW,
    });
    const daily = await screen.findByRole('article', { name: 'Daily deposit limit' });
    fireEvent.change(within(daily).getByRole('textbox'), { target: { value: '200' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(await within(daily).findByText('Change requested: you can confirm it in 24 hours.')).toBeTruthy();
    const [sent] = calls.filter((c) => c.name === 'protectionSetLimit');
    expect(sent!.input).toMatchObject({ kind: 'deposit', period: 'day', value: 200 });
    expect(String(sent!.input.requestId).length).toBeGreaterThanOrEqual(8);
    expect(within(daily).getByRole('group', { name: 'Daily deposit limit' }).textContent).toContain(
      'Pending change to 200.00',
    );
  });

  it('enables Confirm the moment the raise is due on the platform’s clock, then confirms it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = { value: NOW };
    const pending = { value: 200, requestedAt: NOW - 23 * HOUR, effectiveAt: NOW + HOUR };
    const { calls } = renderTab(
      (name) =>
        name === 'protectionConfirmLimit' ? state({ value: 200, remaining: 170 }) : state({ pending }),
      now,
    );
    const daily = await screen.findByRole('article', { name: 'Daily deposit limit' });
    const confirm = within(daily).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(daily.textContent).toMatch(/You can confirm it from .+ \(GMT\+8\)/);
    now.value = NOW + HOUR;
    await act(() => vi.advanceTimersByTimeAsync(HOUR + 100));
    expect(confirm.disabled).toBe(false);
    expect(daily.textContent).toContain('You can confirm it now.');
    fireEvent.click(confirm);
    await waitFor(() => expect(daily.textContent).toContain('Change confirmed.'));
    expect(calls.find((c) => c.name === 'protectionConfirmLimit')!.input).toEqual({
      kind: 'deposit',
      period: 'day',
      action: 'confirm',
    });
    expect(daily.textContent).toContain('Available: 170.00');
  });

  it('shows a refused confirmation beside its buttons, with the platform’s time', async () => {
    const pending = { value: 200, requestedAt: NOW - 24 * HOUR, effectiveAt: NOW };
    renderTab(
      (name) => {
        if (name === 'protectionConfirmLimit')
          throw new PlatformError('limit_confirm_too_early', 'Too early', 400, { effectiveAt: NOW + HOUR });
        return state({ pending });
      },
      { value: NOW },
    );
    const daily = await screen.findByRole('article', { name: 'Daily deposit limit' });
    fireEvent.click(within(daily).getByRole('button', { name: 'Confirm' }));
    const alert = await within(daily).findByRole('alert');
    expect(alert.textContent).toBe(
      'You cannot confirm this change yet: you can from May 20, 2026 at 1:00 PM (GMT+8).',
    );
  });
});
