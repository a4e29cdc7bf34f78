import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../contract/entities/system';
import { createState } from './create-state';

const statusWith = (imageCDNs: string[]) => ({ info: { imageCDNs } }) as unknown as SystemStatus;

describe('the page image CDN', () => {
  it('stays the one picked when the status is loaded again with the same list', () => {
    const cdns = Array.from({ length: 8 }, (_, i) => `https://img${i}.example`);
    for (let page = 0; page < 20; page++) {
      const state = createState();
      state.status.value = statusWith(cdns);
      const first = state.imageCdn.value;
      for (let again = 0; again < 5; again++) {
        state.status.value = statusWith([...cdns]);
        expect(state.imageCdn.value).toBe(first);
      }
    }
  });

  it('moves only when the brand lists other CDNs', () => {
    const state = createState();
    state.status.value = statusWith(['https://a.example']);
    expect(state.imageCdn.value).toBe('https://a.example');
    state.status.value = statusWith(['https://b.example']);
    expect(state.imageCdn.value).toBe('https://b.example');
  });
});
