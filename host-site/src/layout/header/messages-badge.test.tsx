import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { Croupier } from '@sdk/runtime';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { MessagesBadge } from './messages-badge';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MessagesBadge', () => {
  it('starts watching the unread count at the first idle moment, not in the first render', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    const stop = vi.fn();
    const watchUnread = vi.fn(async (onCount: (count: number) => void) => {
      onCount(0);
      return stop;
    });
    const croupier = { messages: { watchUnread } } as unknown as Croupier;
    const view = render(
      <CroupierProvider croupier={croupier}>
        <MessagesBadge onOpen={() => undefined} />
      </CroupierProvider>,
    );
    expect(watchUnread).not.toHaveBeenCalled();

    await act(async () => idle[0]!());
    expect(watchUnread).toHaveBeenCalledTimes(1);
    // Nothing unread: no bell.
    expect(view.container.innerHTML).toBe('');

    view.unmount();
    await Promise.resolve();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
