import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

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
