import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_LATEST_MS, warmUpIntl } from './intl-warm-up';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A Worker stand-in that records how it was started and lets the test send its events. */
function stubWorker() {
  const started: { url: string; options?: WorkerOptions; fire: (type: 'message' | 'error') => void }[] = [];
  vi.stubGlobal(
    'Worker',
    class extends EventTarget {
      constructor(url: URL | string, options?: WorkerOptions) {
        super();
        started.push({ url: String(url), options, fire: (type) => this.dispatchEvent(new Event(type)) });
      }
    },
  );
  return started;
}

/** Whether a promise has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('warmUpIntl', () => {
  it('starts the warm-up worker from its own module file (the page policy allows no blob or inline worker)', () => {
    const started = stubWorker();
    void warmUpIntl();
    expect(started).toHaveLength(1);
    expect(new URL(started[0]!.url).pathname).toMatch(/\/intl-warm-up\.worker\.ts$/);
    expect(started[0]!.options).toEqual({ type: 'module' });
  });

  it('resolves when the worker says it is done, not before: a page may wait for it to format', async () => {
    const started = stubWorker();
    const warm = warmUpIntl();
    expect(await settled(warm)).toBe(false);
    started[0]!.fire('message');
    expect(await settled(warm)).toBe(true);
  });

  it('leaves no timer behind once the worker has answered', async () => {
    vi.useFakeTimers();
    const started = stubWorker();
    const warm = warmUpIntl();
    expect(vi.getTimerCount()).toBe(1);
    started[0]!.fire('message');
    await warm;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves when the worker fails (its file did not load), so nothing waits for it for good', async () => {
    const started = stubWorker();
    const warm = warmUpIntl();
    started[0]!.fire('error');
    expect(await settled(warm)).toBe(true);
  });

  it('resolves after INTL_WARM_LATEST_MS when the worker never answers (its file hangs on a bad line)', async () => {
    vi.useFakeTimers();
    stubWorker();
    let done = false;
    void warmUpIntl().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(INTL_WARM_LATEST_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('leaves the page working, and waiting for nothing, when the browser refuses the worker', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    let warm: Promise<void> | undefined;
    expect(() => (warm = warmUpIntl())).not.toThrow();
    expect(await settled(warm!)).toBe(true);
  });
});

describe('the warm-up worker', () => {
  it('builds a number, a date and a plural format, tells the page, then ends itself', async () => {
    const order: string[] = [];
    const close = vi.fn(() => order.push('close'));
    const postMessage = vi.fn(() => order.push('message'));
    vi.stubGlobal('close', close);
    vi.stubGlobal('postMessage', postMessage);
    const services = ['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const;
    const built = services.map((name) => {
      const Real = Intl[name] as new (...args: unknown[]) => object;
      return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
        return new Real(...args);
      } as never);
    });
    await import('./intl-warm-up.worker');
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    expect(close).toHaveBeenCalledOnce();
    expect(order).toEqual(['message', 'close']);
    for (const spy of built) spy.mockRestore();
  });
});
