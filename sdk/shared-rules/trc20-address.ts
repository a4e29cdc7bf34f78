import { sha256 } from './sha256';

/**
 * Payment addresses a player types or is shown. A TRON (TRC20) address is Base58Check: 25 bytes
 * (the version byte 0x41, a 20-byte account id, then the first four bytes of the double SHA-256
 * of those 21 bytes), written as 34 Base58 characters starting with 'T'. Checking the checksum
 * catches a mistyped character before money goes to an address nobody owns.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_VERSION = 0x41;
const TRC20_LENGTH = 34;
const TRC20_BYTES = 25;

/**
 * The bytes of a Base58 text (leading '1's are zero bytes), or null if a character is not Base58.
 *
 * @example
 * rules.base58Decode('2g'); // Uint8Array [97]
 */
export function base58Decode(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/**
 * Whether `text` is a well-formed TRON address: the right length, prefix, version and checksum.
 *
 * @example
 * rules.isTrc20Address('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'); // true
 */
export function isTrc20Address(text: string): boolean {
  if (text.length !== TRC20_LENGTH || !text.startsWith('T')) return false;
  const bytes = base58Decode(text);
  if (bytes?.length !== TRC20_BYTES || bytes[0] !== TRON_VERSION) return false;
  const payload = bytes.subarray(0, 21);
  const check = sha256(sha256(payload));
  return bytes.subarray(21).every((byte, i) => byte === check[i]);
}
