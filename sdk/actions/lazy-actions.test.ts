import { describe, expect, it, vi } from 'vitest';
import { lazyActions } from './lazy-actions';

describe('lazyActions', () => {
  it('loads the module on the first call only, and passes arguments through', async () => {
    const load = vi.fn(async () => ({ add: (a: number, b: number) => a + b, hello: () => 'hi' }));
    const actions = lazyActions(load);
    expect(load).not.toHaveBeenCalled();
    expect(await actions.add(2, 3)).toBe(5);
    expect(await actions.hello()).toBe('hi');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ping: () => 'pong' });
    const actions = lazyActions<{ ping: () => string }>(load);
    await expect(actions.ping()).rejects.toThrow('offline');
    expect(await actions.ping()).toBe('pong');
  });

  it('is not a thenable, so awaiting the object itself does not hang', async () => {
    const actions = lazyActions(async () => ({ ping: () => 'pong' }));
    expect(await Promise.resolve(actions)).toBe(actions);
  });

  it('rejects an action the module does not have', async () => {
    const actions = lazyActions(async () => ({})) as unknown as { missing: () => Promise<void> };
    await expect(actions.missing()).rejects.toThrow('no action missing');
  });
});
