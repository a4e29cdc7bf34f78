import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';

/** The platform's public key as `GET /wps/session/key/rsa` answers it. */
export interface PlatformKey {
  keyId: string;
  publicKey: string;
}

/**
 * Seals `plaintext` as the browser's hybrid cipher does (AES-256-GCM, its key wrapped with
 * RSA-OAEP SHA-256), like tests/contract/seal.ts, but from text rather than a value: the fuzzer
 * seals envelopes that are not what a client would write (other versions, stale timestamps,
 * payloads too deep for JSON.stringify, bytes that are not JSON).
 */
export function sealText(key: PlatformKey, plaintext: string): { header: string; value: string } {
  const aes = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aes, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
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

/** A fresh nonce of the envelope's shape (128 random bits, base64url). */
export const freshNonce = () => randomBytes(16).toString('base64url');
