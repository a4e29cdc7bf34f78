/**
 * The storage API the store needs (sessionStorage in a browser, a map in tests).
 *
 * @example
 * const memory = new Map<string, string>();
 * const storage: KeyValueStorage = {
 *   getItem: (k) => memory.get(k) ?? null,
 *   setItem: (k, v) => void memory.set(k, v),
 *   removeItem: (k) => void memory.delete(k),
 *   clear: () => memory.clear(),
 * };
 * const croupier = createCroupier({ merchant: 'CROUPIER', sessionStorage: storage });
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;
