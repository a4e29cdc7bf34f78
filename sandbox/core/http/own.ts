/**
 * `table[key]` for a key that came from a request: only the table's own entries count, so
 * `constructor`, `__proto__` or `toString` find nothing instead of a function of Object.prototype.
 */
export function own<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
