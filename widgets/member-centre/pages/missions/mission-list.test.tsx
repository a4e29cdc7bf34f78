import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { Endpoint } from '@sdk/contract/endpoint';
import type { Mission } from '@sdk/contract/entities/missions';
import type { PlatformClient } from '@sdk/client/create-client';
import { PlatformError } from '@sdk/client/platform-error';
import { createTranslations, type Translations } from '@sdk/i18n/create-i18n';
import { missionActions, type MissionActions } from '@sdk/actions/missions';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { MissionList } from './mission-list';

/** The missions tab over the SDK's real mission actions and English texts, the platform faked. */

let translations: Translations;
beforeAll(async () => {
  translations = await createTranslations('EN');
  await translations.require('rewards');
});
afterEach(cleanup);

const mission = (over: Partial<Mission>): Mission => ({
  id: 1,
  title: 'Play 10 spins today',
  period: 'daily',
  metric: 'spins',
  goal: 10,
  progress: 10,
  percent: 100,
  state: 'claimable',
  reward: 2,
  points: 10,
  periodStart: Date.UTC(2026, 10, 25, 16),
  periodEnd: Date.UTC(2026, 10, 26, 16),
  ...over,
});

function renderList(answer: (name: string) => unknown) {
  const client = { call: vi.fn(async (endpoint: Endpoint) => answer(endpoint.name)) };
  const actions = missionActions(
    client as unknown as PlatformClient,
    async () => undefined,
  ) as unknown as MissionActions;
  const croupier = {
    state: { language: signal('EN'), currencySymbol: signal('P') },
    i18n: translations.i18n,
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <MissionList actions={actions} />
    </CroupierProvider>,
  );
  return client;
}

const LIST = {
  list: [
    mission({}),
    mission({
      id: 2,
      title: 'Wager 500.00 today',
      metric: 'valid_bet',
      goal: 500,
      progress: 20,
      percent: 4,
      state: 'in_progress',
    }),
  ],
  available: 1,
};

describe('the missions tab', () => {
  it('shows each mission’s progress bar, reward and the button its state allows', async () => {
    renderList(() => LIST);
    const bar = await screen.findByRole('progressbar', { name: 'Progress of “Play 10 spins today”' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('10 of 10');
    expect((screen.getByRole('button', { name: 'Claim' }) as HTMLButtonElement).disabled).toBe(false);
    const wager = screen.getByRole('progressbar', { name: 'Progress of “Wager 500.00 today”' });
    expect(wager.getAttribute('aria-valuetext')).toBe('20.00 of 500.00');
    expect((screen.getByRole('button', { name: 'In progress' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Reward: 2.00')).toHaveLength(2);
  });

  it('claims once, says what was paid and shows the mission claimed', async () => {
    const client = renderList((name) =>
      name === 'missionClaim' ? { missionId: 1, periodStart: 0, reward: 2, claimedAt: 1 } : LIST,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You received 2.00 in your wallet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Claimed' }) as HTMLButtonElement).disabled).toBe(true);
    expect(client.call.mock.calls.filter(([e]) => (e as Endpoint).name === 'missionClaim')).toHaveLength(1);
  });

  it('a claim made in another tab first: the reason, and the mission shown claimed', async () => {
    renderList((name) => {
      if (name === 'missionClaim') throw new PlatformError('mission_already_claimed', 'claimed', 409);
      return LIST;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    const card = (await screen.findByRole('alert')).closest('li')!;
    expect(within(card).getByRole('alert').textContent).toBe(
      'You already claimed this mission in this period.',
    );
    expect((within(card).getByRole('button', { name: 'Claimed' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there is no mission', async () => {
    renderList(() => ({ list: [], available: 0 }));
    expect(await screen.findByText('There are no active missions right now.')).toBeTruthy();
  });
});
