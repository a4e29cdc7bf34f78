import { describe, expect, it } from 'vitest';
import { createState } from '../state/create-state';
import { createEmitter } from '../state/events';
import type { Core } from './core';
import { walletActions } from './wallet';

/** A platform whose balance answers wait until the test releases them. */
function fakeCore() {
  const state = createState();
  state.session.value = { token: 't', account: 'demomember', customerId: 1, accountType: 1 };
  let ledger = 100;
  const pending: (() => void)[] = [];
  const client = {
    call: () =>
      new Promise((resolve) => {
        const seen = ledger;
        pending.push(() => resolve({ sumBalance: seen, currency: 'USD', currencySymbol: '$' }));
      }),
  };
  const core = { client, state, events: createEmitter() } as unknown as Core;
  return { core, state, pending, setLedger: (n: number) => void (ledger = n) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('refreshBalance', () => {
  it('asks once more when money moved while a request was in flight, and shows the last balance', async () => {
    const { core, state, pending, setLedger } = fakeCore();
    const wallet = walletActions(core);
    const first = wallet.refreshBalance();
    setLedger(90); // a spin settles after the first request was answered by the platform
    const second = wallet.refreshBalance();
    const third = wallet.refreshBalance();
    expect(pending).toHaveLength(1);
    pending.shift()!();
    await flush();
    expect(state.balance.value?.sumBalance).toBe(100);
    expect(pending).toHaveLength(1);
    pending.shift()!();
    await Promise.all([first, second, third]);
    expect(state.balance.value?.sumBalance).toBe(90);
    expect(pending).toHaveLength(0);
  });

  it('does nothing for a guest', async () => {
    const { core, state, pending } = fakeCore();
    state.session.value = undefined;
    await walletActions(core).refreshBalance();
    expect(pending).toHaveLength(0);
  });
});
