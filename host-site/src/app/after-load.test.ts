import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Pretends the page is still loading: its readyState until the load event. */
function loading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterLoad', () => {
  it('resolves at once on a page already loaded', async () => {
    expect(await settled(afterLoad(document))).toBe(true);
  });

  it('waits for the load event while the page loads', async () => {
    loading();
    const waiting = afterLoad(document);
    expect(await settled(waiting)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up waiting after the latest time, for a page whose load never ends', async () => {
    vi.useFakeTimers();
    loading();
    const waiting = afterLoad(document, 4000);
    vi.advanceTimersByTime(3999);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });
});
