import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { IDLE_ONCE_LATEST_MS, useIdleOnce } from './when-idle';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Probe() {
  return <p>{useIdleOnce() ? 'idle' : 'loading'}</p>;
}

describe('useIdleOnce', () => {
  it('waits for the first idle moment, at most IDLE_ONCE_LATEST_MS, then holds for every later mount', () => {
    const asked: { fn: () => void; options?: IdleRequestOptions }[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void, options?: IdleRequestOptions) => {
      asked.push({ fn, options });
      return asked.length;
    });
    const first = render(<Probe />);
    expect(first.container.textContent).toBe('loading');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.options).toEqual({ timeout: IDLE_ONCE_LATEST_MS });

    act(() => asked[0]!.fn());
    expect(first.container.textContent).toBe('idle');

    // A later login, long after the load: at once, without waiting again.
    first.unmount();
    const later = render(<Probe />);
    expect(later.container.textContent).toBe('idle');
    expect(asked).toHaveLength(1);
  });
});
