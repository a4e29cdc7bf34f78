import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import type { PlaySession } from '../../sdk/contract/entities/safer-gambling';
import { createTranslations, type Translations } from '../../sdk/i18n/create-i18n';
import { nextRealityCheckAt } from '../../sdk/shared-rules/safer-gambling';
import { CroupierProvider } from '../ui/croupier-context';
import { RealityCheck } from './reality-check';

/**
 * The reality check over a page, with English texts and the platform's answers faked: when it
 * reminds, what it shows, and the session limit's logout. The browser's clock is set hours away
 * from the platform's on purpose: only the platform's `now` may count.
 */

const MIN = 60_000;
const START = Date.UTC(2026, 4, 20, 4, 0);

let translations: Translations;
beforeAll(async () => {
  translations = await createTranslations('EN');
  await translations.require('protection');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START - 5 * 60 * MIN);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * The component over answers that follow the platform's clock, which `elapse` moves: a reminder
 * every `minutes` (null: none), as the platform counts them.
 */
function renderCheck(minutes: number | null, session: Partial<PlaySession> = {}) {
  let platformNow = START + MIN;
  const answer = (): PlaySession => ({
    startedAt: START,
    now: platformNow,
    staked: 40,
    won: 32.5,
    net: -7.5,
    realityCheckMinutes: minutes,
    nextCheckAt: nextRealityCheckAt(START, minutes, platformNow),
    endsAt: null,
    ...session,
  });
  const playSession = vi.fn(async () => answer());
  const logout = vi.fn(async () => undefined);
  const open = vi.fn();
  const croupier = {
    state: { language: signal('EN'), frame: signal(undefined) },
    i18n: translations.i18n,
    hasTexts: () => true,
    requireTexts: async () => undefined,
    saferGambling: { playSession, watch: vi.fn(async () => () => undefined) },
    auth: { logout },
    modals: { open },
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <RealityCheck />
    </CroupierProvider>,
  );
  const elapse = async (ms: number) => {
    platformNow += ms;
    await act(() => vi.advanceTimersByTimeAsync(ms));
  };
  return { playSession, logout, open, elapse };
}

describe('the reality check', () => {
  it('reminds at nextCheckAt on the platform’s clock, with this session’s time and net', async () => {
    const { playSession, elapse } = renderCheck(15);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(playSession).toHaveBeenCalledTimes(1);
    await elapse(13 * MIN);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await elapse(MIN + 1_000);
    const reminder = screen.getByRole('alertdialog', { name: 'Reality check' });
    // Read afresh at that moment: 15 minutes since the start, not the 1 minute of the first read.
    expect(playSession).toHaveBeenCalledTimes(2);
    expect(reminder.textContent).toContain('You have been playing for 15 min this session.');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('-7.50');
    expect(reminder.textContent).toContain('You are behind.');
    expect(document.activeElement?.textContent).toBe('Keep playing');
  });

  it('closes on Keep playing and reads the session again for the next reminder', async () => {
    const { playSession, elapse } = renderCheck(2);
    await elapse(MIN + 1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(playSession).toHaveBeenCalledTimes(3);
    // The next one comes at the next whole interval from the session's start (4 minutes in).
    await elapse(MIN);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await elapse(MIN);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('is not dismissed by Escape: the player chooses', async () => {
    const { elapse } = renderCheck(2);
    await elapse(MIN + 1_000);
    const reminder = screen.getByRole('alertdialog');
    fireEvent.keyDown(reminder, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('logs out from the reminder', async () => {
    const { logout, elapse } = renderCheck(2);
    await elapse(MIN + 1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalled();
  });

  it('ends the session at the session limit and says why', async () => {
    const { logout, open, elapse } = renderCheck(null, { endsAt: START + 30 * MIN });
    await elapse(28 * MIN);
    expect(logout).not.toHaveBeenCalled();
    await elapse(MIN + 1_000);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('message', {
      titleKey: 'realityCheck.sessionEndedTitle',
      text: 'You have reached your session limit of 30 minutes and have been logged out.',
    });
  });
});
