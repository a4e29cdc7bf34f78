import { describe, expect, it } from 'vitest';
import { createSessionStore, memoryStorage } from './session-store';

describe('session store', () => {
  const session = { token: 't0k3n', account: 'demomember', customerId: 7, accountType: 41 };

  it('writes the SPEC keys and reads them back', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.write(session);
    expect(storage.getItem('token')).toBe('t0k3n');
    expect(storage.getItem('isAgent')).toBe('41');
    expect(store.read()).toEqual(session);
  });

  it('reads nothing without a token', () => {
    expect(createSessionStore(memoryStorage()).read()).toBeUndefined();
  });

  it('clears everything on logout except the merchant', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setMerchant('CROUPIER');
    store.write(session);
    store.setFlag('changePasswordRequired', true);
    store.clear();
    expect(store.read()).toBeUndefined();
    expect(store.flag('changePasswordRequired')).toBe(false);
    expect(store.merchant()).toBe('CROUPIER');
  });
});
