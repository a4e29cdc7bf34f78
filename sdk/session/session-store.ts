import { SESSION_KEYS } from './keys';
import { namespacedStorage } from './namespaced-storage';
import type { KeyValueStorage } from './key-value-storage';

export type { KeyValueStorage } from './key-value-storage';

/**
 * What a logged-in page keeps in session storage.
 *
 * @example
 * const session: StoredSession | undefined = croupier.state.session.value;
 * if (session) console.log(session.account);
 */
export interface StoredSession {
  readonly token: string;
  readonly account: string;
  readonly customerId: number;
  readonly accountType: number;
}

/** A storage that forgets everything, for environments without sessionStorage (server rendering). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

/** Session storage when the page has it, else memory. Never touched at module load (SSR-safe). */
export function browserSessionStorage(): KeyValueStorage {
  try {
    return globalThis.sessionStorage ?? memoryStorage();
  } catch {
    // Storage can throw when the browser blocks it (privacy modes, sandboxed frames).
    return memoryStorage();
  }
}

/**
 * How the session sits in storage. `'spec'`: SPEC §3's plain keys, in a storage the portal owns
 * (its own origin). `{ entry }`: the same keys inside one JSON entry of that name, in a storage
 * that belongs to someone else (a partner's page).
 */
export type SessionLayout = 'spec' | { readonly entry: string };

/**
 * The session of SPEC §3 over a key-value storage: token, merchant, account, customerId,
 * isAgent (the account type), and the change-password flag.
 *
 * @example
 * createSessionStore(sessionStorage); // the host site: SPEC's keys
 * createSessionStore(sessionStorage, { entry: 'croupier:CROUPIER:session' }); // a partner's page
 */
export function createSessionStore(raw: KeyValueStorage, layout: SessionLayout = 'spec') {
  const storage = layout === 'spec' ? raw : namespacedStorage(raw, layout.entry);
  return {
    /** The storage this store owns; per-tab caches (the vendor list) keep to it, and to its layout. */
    storage,
    read(): StoredSession | undefined {
      const token = storage.getItem(SESSION_KEYS.token);
      if (!token) return undefined;
      return {
        token,
        account: storage.getItem(SESSION_KEYS.account) ?? '',
        customerId: Number(storage.getItem(SESSION_KEYS.customerId) ?? 0),
        accountType: Number(storage.getItem(SESSION_KEYS.isAgent) ?? 0),
      };
    },
    write(session: StoredSession) {
      storage.setItem(SESSION_KEYS.token, session.token);
      storage.setItem(SESSION_KEYS.account, session.account);
      storage.setItem(SESSION_KEYS.customerId, String(session.customerId));
      storage.setItem(SESSION_KEYS.isAgent, String(session.accountType));
    },
    merchant: () => storage.getItem(SESSION_KEYS.merchant) ?? undefined,
    setMerchant: (merchant: string) => storage.setItem(SESSION_KEYS.merchant, merchant),
    flag: (key: 'changePasswordRequired' | 'afterLoginModal') => storage.getItem(SESSION_KEYS[key]) === '1',
    setFlag(key: 'changePasswordRequired' | 'afterLoginModal', on: boolean) {
      if (on) storage.setItem(SESSION_KEYS[key], '1');
      else storage.removeItem(SESSION_KEYS[key]);
    },
    /** The launched game kept for a reload of /game (JSON), or undefined. */
    activeGame: () => storage.getItem(SESSION_KEYS.activeGame) ?? undefined,
    setActiveGame(json: string | undefined) {
      if (json === undefined) storage.removeItem(SESSION_KEYS.activeGame);
      else storage.setItem(SESSION_KEYS.activeGame, json);
    },
    /**
     * SPEC §4: logout clears session storage but keeps the merchant. Only the storage the store
     * owns: in the namespaced layout that is its one entry, never the page's other keys.
     */
    clear() {
      const merchant = storage.getItem(SESSION_KEYS.merchant);
      storage.clear();
      if (merchant !== null) storage.setItem(SESSION_KEYS.merchant, merchant);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
