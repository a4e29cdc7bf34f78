/**
 * Answers of the platform the host site's HTML draws on (the brand's image CDNs, a lobby's first
 * games), each kept a minute by key and asked for in the background: a page never waits for one.
 * A key's first page goes without; an answer older than `freshMs` is asked for again while the
 * old one still serves; a failed call leaves the key as it was. At most `maxKeys` are kept, the
 * oldest let go first, since keys come from what visitors send (the Host header, a lobby's URL).
 */
export function backgroundCache<T>(
  ask: (key: string) => Promise<T>,
  options: { freshMs?: number; maxKeys?: number; now?: () => number } = {},
) {
  const { freshMs = 60_000, maxKeys = 64, now = Date.now } = options;
  const entries = new Map<string, { value: T; at: number }>();
  const asking = new Set<string>();
  const refresh = (key: string) => {
    if (asking.has(key)) return;
    asking.add(key);
    void ask(key)
      .then((value) => {
        entries.delete(key);
        entries.set(key, { value, at: now() });
        if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
      })
      .catch(() => undefined)
      .finally(() => asking.delete(key));
  };
  return {
    /** The answer kept for `key`, if any; a missing or stale one is asked for. */
    peek(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry || now() - entry.at > freshMs) refresh(key);
      return entry?.value;
    },
  };
}
