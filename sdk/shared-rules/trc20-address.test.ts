import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base58Decode, isTrc20Address } from './trc20-address';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha = (data: Buffer) => createHash('sha256').update(data).digest();

/** Base58Check with node:crypto, independent of the code under test. */
function base58Check(version: number, body: Buffer, corrupt = false): string {
  const payload = Buffer.concat([Buffer.from([version]), body]);
  const checksum = sha(sha(payload)).subarray(0, 4);
  if (corrupt) checksum[0] = checksum[0]! ^ 1;
  let value = BigInt(`0x${Buffer.concat([payload, checksum]).toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  return text;
}

const body = sha(Buffer.from('payout test')).subarray(0, 20);
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('isTrc20Address', () => {
  it.each([
    ['the USDT contract on TRON', USDT_CONTRACT],
    ['an address from the TRON docs', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    ['one built with node:crypto', base58Check(0x41, body)],
  ])('accepts %s', (_what, address) => {
    expect(isTrc20Address(address)).toBe(true);
  });

  it.each([
    ['a wrong last character (checksum)', `${USDT_CONTRACT.slice(0, -1)}u`],
    ['a checksum off by one bit', base58Check(0x41, body, true)],
    [
      'two characters swapped',
      `${USDT_CONTRACT.slice(0, 5)}${USDT_CONTRACT[6]}${USDT_CONTRACT[5]}${USDT_CONTRACT.slice(7)}`,
    ],
    ['one character short', USDT_CONTRACT.slice(0, -1)],
    ['one character long', `${USDT_CONTRACT}1`],
    ['another prefix', `A${USDT_CONTRACT.slice(1)}`],
    ['a Bitcoin address (version 0)', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['another version byte with a valid checksum', base58Check(0x42, body)],
    ['a zero (not Base58)', `${USDT_CONTRACT.slice(0, -1)}0`],
    ['a capital O (not Base58)', `${USDT_CONTRACT.slice(0, -1)}O`],
    ['a lower-case l (not Base58)', `${USDT_CONTRACT.slice(0, -1)}l`],
    ['surrounding spaces', ` ${USDT_CONTRACT.slice(0, -1)}`],
    ['nothing', ''],
  ])('refuses %s', (_what, address) => {
    expect(isTrc20Address(address)).toBe(false);
  });

  it('builds its version test on an address that still starts with T and has 34 characters', () => {
    const other = base58Check(0x42, body);
    expect(other).toHaveLength(34);
    expect(other[0]).toBe('T');
  });
});

describe('base58Decode', () => {
  it('keeps leading zero bytes as leading ones', () => {
    expect([...base58Decode('112')!]).toEqual([0, 0, 1]);
  });

  it('refuses characters outside the alphabet', () => {
    expect(base58Decode('abc0')).toBeNull();
  });
});
