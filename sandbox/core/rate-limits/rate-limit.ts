/**
 * A sliding-window counter per key, kept in memory (the sandbox is one process).
 * Callers choose keys so that the one who misbehaves is the one slowed down: a client address,
 * or a phone number, never only an account that an attacker could lock out.
 */
export interface RateLimiter {
  /** Counts one hit; `allowed` is false once `max` hits fall inside the window. */
  hit(key: string, now?: number): { allowed: boolean; retryAfterMs: number };
  /** Forgets a key (after a success, for instance). */
  reset(key: string): void;
  /** Forgets everything (sandbox control). */
  clear(): void;
}

export function createRateLimiter(options: { windowMs: number; max: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key, now = Date.now()) {
      const since = now - options.windowMs;
      const recent = (hits.get(key) ?? []).filter((t) => t > since);
      if (recent.length >= options.max) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: recent[0]! + options.windowMs - now };
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > 50_000) prune(hits, since);
      return { allowed: true, retryAfterMs: 0 };
    },
    reset: (key) => void hits.delete(key),
    clear: () => hits.clear(),
  };
}

function prune(hits: Map<string, number[]>, since: number) {
  for (const [key, times] of hits) if (times.every((t) => t <= since)) hits.delete(key);
}
