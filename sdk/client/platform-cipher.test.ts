import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { CALL_KEY_ALPHABET } from '../contract/sealed';
import { platformCipher } from './platform-cipher';
import { textbookRsa } from './textbook-rsa';

const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
const modulus = Buffer.from(pair.publicKey.export({ format: 'jwk' }).n!, 'base64url').toString('hex');
/** The integer the header carries, opened with the private key (OpenSSL, no padding). */
const openHeader = (hex: string) =>
  privateDecrypt(
    { key: pair.privateKey, padding: constants.RSA_NO_PADDING },
    Buffer.from(hex.padStart(256, '0'), 'hex'),
  );

describe('textbookRsa', () => {
  it('packs the text little-endian, so the reversed text arrives as big-endian bytes', () => {
    const plain = openHeader(textbookRsa(modulus, 'DCBA'));
    expect(plain.subarray(0, 124).every((b) => b === 0)).toBe(true);
    expect(plain.subarray(124).toString('latin1')).toBe('ABCD');
  });

  it('writes lower-case hex in whole 16-bit words', () => {
    const header = textbookRsa(modulus, 'x');
    expect(header).toMatch(/^[0-9a-f]+$/);
    expect(header.length % 4).toBe(0);
  });

  it('cuts a text longer than a chunk (2 × the modulus digit index) into space-separated blocks', () => {
    const header = textbookRsa(modulus, 'a'.repeat(130));
    const blocks = header.split(' ');
    expect(blocks).toHaveLength(2);
    expect(openHeader(blocks[1]!).subarray(-4).toString('latin1')).toBe('aaaa');
  });

  it('refuses a modulus too short to carry a chunk', () => {
    expect(() => textbookRsa('ff', 'x')).toThrow(RangeError);
  });
});

describe('platformCipher', () => {
  it('seals the JSON payload with DES under the call key the header carries', async () => {
    let fetched = 0;
    const cipher = platformCipher(async () => (fetched++, modulus));
    const payload = { username: 'demomember', password: 'Demo2026', type: 'username' };
    const sealed = await cipher.seal(payload);
    const callKey = openHeader(sealed.headers.Encryption!).subarray(-16).toString('latin1');
    expect([...callKey].every((c) => CALL_KEY_ALPHABET.includes(c))).toBe(true);
    const opened = CryptoJS.DES.decrypt(sealed.body.value, CryptoJS.enc.Utf8.parse(callKey), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    expect(JSON.parse(opened)).toEqual(payload);
    await cipher.seal(payload);
    expect(fetched).toBe(2);
  });

  it('draws a new call key for every call', async () => {
    const cipher = platformCipher(async () => modulus);
    const headers = await Promise.all(
      Array.from({ length: 20 }, async () => (await cipher.seal({})).headers.Encryption),
    );
    expect(new Set(headers).size).toBe(20);
  });
});
