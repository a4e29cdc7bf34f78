import { describe, expect, it } from 'vitest';
import { encryptServiceLink } from '../../sandbox/platform/brand/service-link';
import { decryptServiceLink } from './service-link';

describe('decryptServiceLink', () => {
  it('opens what the platform sealed with the 8-character key suffix', () => {
    const path = encryptServiceLink('https://support.example/chat?brand=croupier', 'k3Y-8chr');
    expect(path.endsWith('k3Y-8chr')).toBe(true);
    expect(decryptServiceLink(path)).toBe('https://support.example/chat?brand=croupier');
  });

  it.each([
    ['too short to carry a key', 'abc'],
    ['not ciphertext', 'not-base64-at-all!!12345678'],
  ])('returns undefined when the path is %s', (_why, path) => {
    expect(decryptServiceLink(path)).toBeUndefined();
  });

  it('gives nothing readable with the wrong key', () => {
    const path = encryptServiceLink('https://support.example/chat', 'abcdefgh');
    const tampered = path.slice(0, -8) + 'zzzzzzzz';
    expect(decryptServiceLink(tampered)).not.toBe('https://support.example/chat');
  });
});
