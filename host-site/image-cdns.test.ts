import { describe, expect, it, vi } from 'vitest';
import { imageCdnCache } from './image-cdns';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the image CDNs the page is served with', () => {
  it('has none for a host’s first page, asks the status once, then draws from its list', async () => {
    const ask = vi.fn(async () => ['/cdn/a', '/cdn/b']);
    const cdns = imageCdnCache(ask);
    expect(cdns.draw('portal.example')).toBeUndefined();
    expect(cdns.draw('portal.example')).toBeUndefined();
    await settle();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('portal.example');
    expect(cdns.draw('portal.example', () => 0)).toBe('/cdn/a');
    expect(cdns.draw('portal.example', () => 0.9)).toBe('/cdn/b');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('keeps each host’s own list', async () => {
    const cdns = imageCdnCache(async (host) => [`https://img.${host}`]);
    cdns.draw('a.example');
    cdns.draw('b.example');
    await settle();
    expect(cdns.draw('a.example')).toBe('https://img.a.example');
    expect(cdns.draw('b.example')).toBe('https://img.b.example');
  });

  it('asks again after a minute, serving the old list until the new one is in', async () => {
    let clock = 0;
    let list = ['/cdn/a'];
    const ask = vi.fn(async () => list);
    const cdns = imageCdnCache(ask, () => clock);
    cdns.draw('h');
    await settle();
    clock = 60_001;
    list = ['/cdn/c'];
    expect(cdns.draw('h')).toBe('/cdn/a');
    await settle();
    expect(ask).toHaveBeenCalledTimes(2);
    expect(cdns.draw('h')).toBe('/cdn/c');
  });

  it('names no CDN for a brand that lists none, and keeps the last list when a call fails', async () => {
    let fail = false;
    let clock = 0;
    const cdns = imageCdnCache(
      async (host) => {
        if (fail) throw new Error('platform down');
        return host === 'empty' ? [] : ['/cdn/a'];
      },
      () => clock,
    );
    cdns.draw('empty');
    cdns.draw('h');
    await settle();
    expect(cdns.draw('empty')).toBeUndefined();
    fail = true;
    clock = 120_000;
    expect(cdns.draw('h')).toBe('/cdn/a');
    await settle();
    expect(cdns.draw('h')).toBe('/cdn/a');
  });

  it('remembers a bounded number of hosts: the Host header is the visitor’s to write', async () => {
    const ask = vi.fn(async () => ['/cdn/a']);
    const cdns = imageCdnCache(ask);
    for (let i = 0; i < 65; i++) cdns.draw(`h${i}.example`);
    await settle();
    expect(cdns.draw('h64.example')).toBe('/cdn/a');
    // The first host was let go: it is asked for again.
    expect(cdns.draw('h0.example')).toBeUndefined();
    expect(ask).toHaveBeenCalledTimes(66);
  });
});
