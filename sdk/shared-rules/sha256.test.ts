import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const reference = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256', () => {
  it('gives the FIPS 180-4 digest of "abc"', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  // Lengths around the padding boundaries (55/56 bytes fit or spill a block) and several blocks.
  it.each([0, 1, 21, 55, 56, 63, 64, 65, 119, 120, 1000])('matches node:crypto for %i bytes', (length) => {
    const data = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);
    expect(hex(sha256(data))).toBe(reference(data));
  });
});
