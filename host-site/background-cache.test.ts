import { describe, expect, it, vi } from 'vitest';
import { backgroundCache } from './background-cache';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answers kept for the HTML, asked for in the background', () => {
  it('has none for a key’s first page, asks once, then serves the answer', async () => {
    const ask = vi.fn(async (host: string) => [`/cdn/${host}`]);
    const cache = backgroundCache(ask);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('a')).toBeUndefined();
    await settle();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(cache.peek('a')).toEqual(['/cdn/a']);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('keeps each key’s own answer', async () => {
    const cache = backgroundCache(async (host) => `https://img.${host}`);
    cache.peek('a.example');
    cache.peek('b.example');
    await settle();
    expect(cache.peek('a.example')).toBe('https://img.a.example');
    expect(cache.peek('b.example')).toBe('https://img.b.example');
  });

  it('asks again after a minute, serving the old answer until the new one is in', async () => {
    let clock = 0;
    let answer = 'old';
    const ask = vi.fn(async () => answer);
    const cache = backgroundCache(ask, { now: () => clock });
    cache.peek('k');
    await settle();
    clock = 60_001;
    answer = 'new';
    expect(cache.peek('k')).toBe('old');
    await settle();
    expect(ask).toHaveBeenCalledTimes(2);
    expect(cache.peek('k')).toBe('new');
  });

  it('keeps the last answer when a call fails', async () => {
    let fail = false;
    let clock = 0;
    const cache = backgroundCache(
      async () => {
        if (fail) throw new Error('platform down');
        return 'kept';
      },
      { now: () => clock },
    );
    cache.peek('k');
    await settle();
    fail = true;
    clock = 120_000;
    expect(cache.peek('k')).toBe('kept');
    await settle();
    expect(cache.peek('k')).toBe('kept');
  });

  it('keeps a bounded number of keys: they come from what visitors send', async () => {
    const ask = vi.fn(async () => 'x');
    const cache = backgroundCache(ask);
    for (let i = 0; i < 65; i++) cache.peek(`h${i}.example`);
    await settle();
    expect(cache.peek('h64.example')).toBe('x');
    // The first key was let go: it is asked for again.
    expect(cache.peek('h0.example')).toBeUndefined();
    expect(ask).toHaveBeenCalledTimes(66);
  });
});
