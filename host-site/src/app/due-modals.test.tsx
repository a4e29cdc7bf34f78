import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { ModalName } from '@sdk/state/modals';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { DueModals, idleFamilies } from './due-modals';

// Each family stands in as a marker: what is under test is when a family mounts, not its modals.
vi.mock('@widgets/auth', async () => {
  const { lazy } = await import('react');
  return { AuthModals: lazy(async () => ({ default: () => <p>auth</p> })) };
});
vi.mock('./centre-modals', () => ({ CentreModals: () => <p>centres</p> }));
vi.mock('@widgets/game-dialogs', () => ({ GameModals: () => <p>games</p> }));
vi.mock('./pages', () => ({ preloadPageAt: () => Promise.resolve() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount(loggedIn: boolean, open: readonly ModalName[] = []) {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  const requireTexts = vi.fn(async (_part: string) => undefined);
  const croupier = { state: { isLoggedIn: signal(loggedIn) }, requireTexts } as unknown as Croupier;
  const view = render(
    <CroupierProvider croupier={croupier}>
      <DueModals open={open} />
    </CroupierProvider>,
  );
  /** Runs the idle moment asked for (once the arrival page's code is in), then lets a lazy family resolve. */
  const idleMoment = async () => {
    await act(async () => undefined);
    await act(async () => {
      for (const fn of idle.splice(0)) fn();
    });
    await act(async () => undefined);
  };
  const mounted = () => [...view.container.querySelectorAll('p')].map((p) => p.textContent);
  return { idleMoment, mounted, requireTexts };
}

describe('DueModals', () => {
  it("mounts a guest's three families, one per idle moment, and asks for their texts", async () => {
    const guest = mount(false);
    expect(guest.mounted()).toEqual([]);
    for (const expected of [['auth'], ['auth', 'centres'], ['auth', 'centres', 'games']]) {
      await guest.idleMoment();
      expect(guest.mounted()).toEqual(expected);
    }
    expect(guest.requireTexts.mock.calls.map(([part]) => part)).toEqual(['auth', 'centres', 'games']);
  });

  it("waits for the page's load (its first view's images) before asking for an idle moment", async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      const guest = mount(false);
      await guest.idleMoment();
      expect(guest.mounted()).toEqual([]);
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      await guest.idleMoment();
      expect(guest.mounted()).toEqual(['auth']);
    } finally {
      readyState.mockRestore();
    }
  });

  it("never mounts a member's log-in and registration forms at idle, nor loads their texts", async () => {
    const member = mount(true);
    for (let moment = 0; moment < 4; moment++) await member.idleMoment();
    expect(member.mounted()).toEqual(['centres', 'games']);
    expect(member.requireTexts.mock.calls.map(([part]) => part)).toEqual(['centres', 'games']);
  });

  it("mounts a member's account family the moment one of its modals opens (a required password change)", async () => {
    const member = mount(true, ['changePassword']);
    await member.idleMoment();
    expect(member.mounted()).toContain('auth');
  });
});

describe('idleFamilies', () => {
  it('leaves the account family out for a member only', () => {
    expect(idleFamilies(false)).toEqual([0, 1, 2]);
    expect(idleFamilies(true)).toEqual([1, 2]);
  });
});
