/**
 * Nonces of sealed calls seen recently. A nonce only needs remembering while its timestamp is
 * fresh (the platform refuses older ones anyway), so entries expire and memory stays bounded.
 */
export function createNonceMemory(ttlMs: number, limit = 200_000) {
  const seen = new Map<string, number>();
  const prune = (now: number) => {
    for (const [nonce, expires] of seen) if (expires <= now) seen.delete(nonce);
  };
  return {
    /** Records a nonce; false when it was seen within its lifetime (a replay). */
    remember(nonce: string, now: number): boolean {
      const expires = seen.get(nonce);
      if (expires !== undefined && expires > now) return false;
      if (seen.size >= limit) prune(now);
      // Still full of live nonces: a flood. Refuse rather than forget one that could be replayed.
      if (seen.size >= limit) return false;
      seen.set(nonce, now + ttlMs);
      return true;
    },
    /** Whether a nonce was recorded and is still within its lifetime, without recording it. */
    has: (nonce: string, now: number) => (seen.get(nonce) ?? 0) > now,
    clear: () => seen.clear(),
  };
}

export type NonceMemory = ReturnType<typeof createNonceMemory>;
