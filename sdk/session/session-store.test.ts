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

describe('session store on a partner page (namespaced layout)', () => {
  const session = { token: 't0k3n', account: 'demomember', customerId: 7, accountType: 0 };
  const ENTRY = 'croupier:CROUPIER:session';

  /** A partner's storage with keys of its own, one of them named like a SPEC key. */
  function partnerStorage() {
    const storage = memoryStorage();
    storage.setItem('partnerCart', '3');
    storage.setItem('token', 'the-partner-s-own');
    return storage;
  }

  it('writes one entry of its own and no SPEC key', () => {
    const storage = partnerStorage();
    const store = createSessionStore(storage, { entry: ENTRY });
    store.setMerchant('CROUPIER');
    store.write(session);
    store.setFlag('changePasswordRequired', true);
    expect(store.read()).toEqual(session);
    expect(store.flag('changePasswordRequired')).toBe(true);
    expect(JSON.parse(storage.getItem(ENTRY)!)).toMatchObject({
      token: 't0k3n',
      merchant: 'CROUPIER',
      cpw: '1',
    });
    for (const key of ['account', 'customerId', 'isAgent', 'merchant', 'cpw'])
      expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('token')).toBe('the-partner-s-own');
  });

  it("never takes the partner's keys for a session", () => {
    expect(createSessionStore(partnerStorage(), { entry: ENTRY }).read()).toBeUndefined();
  });

  it("clears only its own keys on logout, keeping the merchant, and leaves the partner's alone", () => {
    const storage = partnerStorage();
    const store = createSessionStore(storage, { entry: ENTRY });
    store.setMerchant('CROUPIER');
    store.write(session);
    store.clear();
    expect(store.read()).toBeUndefined();
    expect(store.merchant()).toBe('CROUPIER');
    expect(storage.getItem(ENTRY)).not.toContain('t0k3n');
    expect(storage.getItem('partnerCart')).toBe('3');
    expect(storage.getItem('token')).toBe('the-partner-s-own');
  });

  it('treats an entry another script damaged as no session', () => {
    for (const damaged of ['not json', '[1]', '7', 'null', '{"token":5}']) {
      const storage = memoryStorage();
      storage.setItem(ENTRY, damaged);
      const store = createSessionStore(storage, { entry: ENTRY });
      expect(store.read()).toBeUndefined();
      store.write(session);
      expect(store.read()).toEqual(session);
    }
  });

  it('keeps the stores of two merchants apart', () => {
    const storage = memoryStorage();
    const one = createSessionStore(storage, { entry: 'croupier:ONE:session' });
    const two = createSessionStore(storage, { entry: 'croupier:TWO:session' });
    one.write(session);
    expect(two.read()).toBeUndefined();
    two.clear();
    expect(one.read()).toEqual(session);
  });
});
