import { describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import { hotList } from './hot-list';

function runtime(hot: () => Promise<unknown[]>) {
  const language = signal('ES');
  const croupier = { state: { language }, games: { hot: vi.fn(hot) } } as unknown as Croupier;
  return { croupier, language, hot: croupier.games.hot as ReturnType<typeof vi.fn> };
}

describe('hotList', () => {
  it('gives the page and its section one call between them, and a new one in another language', async () => {
    const { croupier, language, hot } = runtime(async () => [{ nodeId: 1 }]);
    const first = hotList(croupier);
    expect(hotList(croupier)).toBe(first);
    expect(hot).toHaveBeenCalledTimes(1);
    language.value = 'EN';
    await hotList(croupier);
    expect(hot).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed call instead of keeping the failure', async () => {
    const { croupier, hot } = runtime(() => Promise.reject(new Error('offline')));
    await expect(hotList(croupier)).rejects.toThrow('offline');
    await expect(hotList(croupier)).rejects.toThrow('offline');
    expect(hot).toHaveBeenCalledTimes(2);
  });
});
