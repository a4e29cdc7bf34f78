import type { KeyValueStorage } from './key-value-storage';

/**
 * A key-value storage kept inside one JSON entry of another storage: a partner page's
 * `sessionStorage`, which is not ours. Reads, writes and `clear()` touch that entry only, so the
 * page's own keys (even one named `token`) are never read, overwritten or wiped.
 */
export function namespacedStorage(storage: KeyValueStorage, entry: string): KeyValueStorage {
  function entries(): Record<string, unknown> {
    try {
      const value: unknown = JSON.parse(storage.getItem(entry) ?? '{}');
      if (value && typeof value === 'object' && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // Not JSON: another script wrote over the entry. It counts as empty, like anything but an object.
    }
    return {};
  }
  function update(change: (values: Record<string, unknown>) => void) {
    const values = entries();
    change(values);
    storage.setItem(entry, JSON.stringify(values));
  }
  return {
    getItem(key) {
      const value = entries()[key];
      return typeof value === 'string' ? value : null;
    },
    setItem: (key, value) => update((values) => (values[key] = String(value))),
    removeItem: (key) => update((values) => delete values[key]),
    clear: () => storage.removeItem(entry),
  };
}
