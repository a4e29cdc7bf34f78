import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows max hits per window, then says how long to wait', () => {
    const limiter = createRateLimiter({ windowMs: 1000, max: 2 });
    expect(limiter.hit('ip', 0).allowed).toBe(true);
    expect(limiter.hit('ip', 100).allowed).toBe(true);
    expect(limiter.hit('ip', 200)).toEqual({ allowed: false, retryAfterMs: 800 });
    expect(limiter.hit('other', 200).allowed).toBe(true);
    expect(limiter.hit('ip', 1001).allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = createRateLimiter({ windowMs: 1000, max: 1 });
    limiter.hit('k', 0);
    limiter.reset('k');
    expect(limiter.hit('k', 1).allowed).toBe(true);
  });
});
