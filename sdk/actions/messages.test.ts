import { afterEach, describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-core';
import type { Endpoint } from '../contract/endpoint';
import type { Core } from './core';
import { messageActions } from './messages';
import { UNREAD_REFRESH_MS } from '../rules/unread';

function messages(unread: { count: number }, loggedIn = true) {
  const isLoggedIn = signal(loggedIn);
  const client = {
    call: vi.fn(async (endpoint: Endpoint) => {
      if (endpoint.name === 'unreadCount') return unread.count;
      if (endpoint.name === 'messageRead') return { message: {}, unreadCount: --unread.count };
      return { unreadCount: unread.count };
    }),
  };
  const actions = messageActions({ client, state: { isLoggedIn } } as unknown as Core);
  const reads = () => client.call.mock.calls.filter(([e]) => (e as Endpoint).name === 'unreadCount').length;
  return { actions, isLoggedIn, reads };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchUnread', () => {
  it('reads the count on login, follows the message calls, and forgets it on logout', async () => {
    const unread = { count: 3 };
    const { actions, isLoggedIn, reads } = messages(unread, false);
    const seen: number[] = [];
    const stop = actions.watchUnread((count) => seen.push(count));
    expect(seen).toEqual([0]);
    isLoggedIn.value = true;
    await settle();
    expect(seen).toEqual([0, 3]);
    await actions.read(1);
    expect(seen).toEqual([0, 3, 2]);
    isLoggedIn.value = false;
    expect(seen).toEqual([0, 3, 2, 0]);
    expect(reads()).toBe(1);
    stop();
  });

  it('reads again every interval while the page is visible, and stops with the last watcher', async () => {
    vi.useFakeTimers();
    const unread = { count: 1 };
    const { actions, reads } = messages(unread);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = actions.watchUnread(first);
    const stopSecond = actions.watchUnread(second);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(1);
    unread.count = 4;
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
    expect(reads()).toBe(2);
    expect(first).toHaveBeenLastCalledWith(4);
    expect(second).toHaveBeenLastCalledWith(4);
    stopFirst();
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
    expect(reads()).toBe(3);
    stopSecond();
    await vi.advanceTimersByTimeAsync(5 * UNREAD_REFRESH_MS);
    expect(reads()).toBe(3);
  });

  it('polls nothing while the tab is hidden', async () => {
    vi.useFakeTimers();
    const page = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    vi.stubGlobal('document', page);
    const { actions, reads } = messages({ count: 1 });
    const stop = actions.watchUnread(() => undefined);
    await vi.advanceTimersByTimeAsync(3 * UNREAD_REFRESH_MS);
    expect(reads()).toBe(1); // the login's reading only
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(2);
    stop();
  });
});
