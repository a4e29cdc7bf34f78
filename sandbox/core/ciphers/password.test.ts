import { describe, expect, it } from 'vitest';
import { MAX_WAITING, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Demo2026', 10);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('Demo2026', hash)).toBe(true);
    expect(await verifyPassword('demo2026', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 10)).not.toBe(await hashPassword('same', 10));
  });

  it('refuses hashes it did not make', async () => {
    expect(await verifyPassword('x', '!')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('runs at the OWASP cost by default within the memory limit', async () => {
    const hash = await hashPassword('Demo2026', 17);
    expect(await verifyPassword('Demo2026', hash)).toBe(true);
  });
});

describe('the hashing queue under a flood', () => {
  it('answers 503 at once past its bound, and serves everyone it took', async () => {
    const flood = Array.from({ length: MAX_WAITING + 20 }, () =>
      hashPassword('flood', 12).then(
        () => 'hashed',
        (error: { errorCode?: string }) => error.errorCode,
      ),
    );
    const results = await Promise.all(flood);
    expect(results.filter((r) => r === 'server_busy').length).toBeGreaterThanOrEqual(18);
    expect(results.filter((r) => r === 'hashed').length).toBeGreaterThanOrEqual(MAX_WAITING);
    // Once the flood has drained, the queue takes work again.
    expect(await verifyPassword('flood', await hashPassword('flood', 10))).toBe(true);
  });
});
