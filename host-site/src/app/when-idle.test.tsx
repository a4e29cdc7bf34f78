import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { IDLE_ONCE_LATEST_MS, useIdleOnce, useIdleSteps } from './when-idle';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The browser's idle callbacks, kept to be run by the test: each with the options it was asked with. */
function stubIdleCallbacks() {
  const asked: { fn: () => void; options?: IdleRequestOptions }[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void, options?: IdleRequestOptions) => {
    asked.push({ fn, options });
    return asked.length;
  });
  return asked;
}

function Probe() {
  return <p>{useIdleOnce() ? 'idle' : 'loading'}</p>;
}

describe('useIdleOnce', () => {
  it('waits for the first idle moment, at most IDLE_ONCE_LATEST_MS, then holds for every later mount', () => {
    const asked = stubIdleCallbacks();
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

function Steps(props: { name: string }) {
  return <p>{useIdleSteps(props.name, 3)}</p>;
}

describe('useIdleSteps', () => {
  it('brings one step per idle moment, each asked for with the latest wait, then all at once on a later mount', () => {
    const asked = stubIdleCallbacks();
    const first = render(<Steps name="footer" />);
    expect(first.container.textContent).toBe('0');
    for (const step of ['1', '2', '3']) {
      act(() => asked.at(-1)!.fn());
      expect(first.container.textContent).toBe(step);
    }
    // Three steps, three idle moments: none asked for after the last.
    expect(asked).toHaveLength(3);
    expect(asked.every((ask) => ask.options?.timeout === IDLE_ONCE_LATEST_MS)).toBe(true);

    first.unmount();
    expect(render(<Steps name="footer" />).container.textContent).toBe('3');
    // Another key has its own steps.
    expect(render(<Steps name="other" />).container.textContent).toBe('0');
    expect(asked).toHaveLength(4);
  });

  it('asks nothing more once unmounted', () => {
    const asked = stubIdleCallbacks();
    const view = render(<Steps name="gone" />);
    view.unmount();
    act(() => asked[0]!.fn());
    expect(asked).toHaveLength(1);
  });
});
