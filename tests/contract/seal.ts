import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { CALL_KEY_ALPHABET, type SealedEnvelope } from '../../sdk/contract/sealed';

/** A call key as the platform's page draws one (16 characters of its alphabet). */
export function callKeyForTest(): string {
  return Array.from(randomBytes(16), (b) => CALL_KEY_ALPHABET[b % CALL_KEY_ALPHABET.length]).join('');
}

/**
 * Seals text the way the real platform's page does, written apart from the SDK's cipher so that a
 * test checks one against the other: DES-ECB/PKCS#7 of the text under the call key's first 8 bytes
 * (CryptoJS, as the page uses), and the call key RSA-encrypted without padding (Node's OpenSSL) as
 * a big-endian integer, written in hex as the page writes it.
 */
export function sealTextForTest(
  modulusHex: string,
  text: string,
  callKey = callKeyForTest(),
): { header: string; value: string } {
  const value = CryptoJS.DES.encrypt(text, CryptoJS.enc.Utf8.parse(callKey), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  const size = modulusHex.length / 2;
  const key = createPublicKey({
    key: { kty: 'RSA', n: Buffer.from(modulusHex, 'hex').toString('base64url'), e: 'AQAB' },
    format: 'jwk',
  });
  const block = Buffer.alloc(size);
  Buffer.from(callKey, 'latin1').copy(block, size - callKey.length);
  const hex = publicEncrypt({ key, padding: constants.RSA_NO_PADDING }, block)
    .toString('hex')
    .replace(/^(?:0000)+/, '');
  return { header: hex, value };
}

/** Seals a payload as the real platform's page does (see {@link sealTextForTest}). */
export function sealForTest(modulusHex: string, payload: unknown, callKey?: string) {
  return sealTextForTest(modulusHex, JSON.stringify(payload), callKey);
}

/**
 * Seals a payload as the optional hybrid cipher does (AES-256-GCM, key wrapped with RSA-OAEP),
 * inside the envelope of key id, timestamp and nonce. `override` lets a test seal a stale,
 * replayed or foreign-key body.
 */
export function sealHybridForTest(
  key: { keyId: string; publicKey: string },
  payload: unknown,
  override: Partial<Omit<SealedEnvelope, 'payload'>> = {},
): { header: string; value: string } {
  const envelope: SealedEnvelope = {
    v: 2,
    kid: key.keyId,
    ts: Date.now(),
    nonce: randomBytes(16).toString('base64url'),
    payload,
    ...override,
  };
  const aes = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aes, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(envelope)), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    aes,
  );
  return { header: wrapped.toString('base64'), value: Buffer.concat([iv, body]).toString('base64') };
}
