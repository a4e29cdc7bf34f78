import {
  createDecipheriv,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  constants,
  type KeyObject,
} from 'node:crypto';
import { Fault } from '../http/fault';

/** The sandbox's half of the hybrid payload cipher. */
export interface CipherKeys {
  readonly keyId: string;
  /** SPKI, base64 DER: what the client imports with WebCrypto. */
  readonly publicKey: string;
  readonly privateKey: KeyObject;
}

/** A fresh RSA-2048 key pair, made off the main thread. */
export function generateKeyPem(): Promise<{ publicKey: string; privateKey: string }> {
  return new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (err, publicKey, privateKey) =>
      err
        ? reject(err)
        : resolve({
            publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
            privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          }),
    ),
  );
}

export function loadKeys(stored: { keyId: string; publicKey: string; privateKey: string }): CipherKeys {
  return {
    keyId: stored.keyId,
    publicKey: stored.publicKey,
    privateKey: createPrivateKey(stored.privateKey),
  };
}

const decryptFailed = () => new Fault(400, 'decrypt_failed', 'The request could not be decrypted');

/**
 * Opens a sealed body: the `Encryption` header is the AES-256 key wrapped with RSA-OAEP (SHA-256),
 * the body's `value` is base64(iv[12] ‖ AES-GCM ciphertext ‖ tag[16]) of the JSON payload.
 */
export function openSealed(keys: CipherKeys, wrappedKey: string | undefined, sealed: string): unknown {
  if (!wrappedKey) throw decryptFailed();
  try {
    const key = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrappedKey, 'base64'),
    );
    const bytes = Buffer.from(sealed, 'base64');
    if (key.length !== 32 || bytes.length < 12 + 16) throw decryptFailed();
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw decryptFailed();
  }
}
