import {
  createDecipheriv,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  constants,
  type KeyObject,
} from 'node:crypto';
import { Fault } from '../http/fault';
import { SEAL_MAX_AGE_MS, type SealedEnvelope } from '@sdk/contract/sealed';
import type { NonceMemory } from './nonce-memory';

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
 * Opens a sealed body and checks its freshness: the `Encryption` header is the AES-256 key wrapped
 * with RSA-OAEP (SHA-256), the body's `value` is base64(iv[12] ‖ AES-GCM ciphertext ‖ tag[16]) of a
 * {@link SealedEnvelope}. A body sealed for another key id is refused as undecryptable (the client
 * then fetches the current key and seals again); a stale timestamp or a nonce seen before is
 * refused as a replay.
 */
export function openSealed(
  keys: CipherKeys,
  wrappedKey: string | undefined,
  sealed: string,
  freshness: { now: number; nonces: NonceMemory },
): unknown {
  const envelope = decrypt(keys, wrappedKey, sealed) as Partial<SealedEnvelope> | null;
  if (
    !envelope ||
    typeof envelope !== 'object' ||
    envelope.v !== 2 ||
    typeof envelope.ts !== 'number' ||
    typeof envelope.nonce !== 'string' ||
    !/^[A-Za-z0-9_-]{16,64}$/.test(envelope.nonce) ||
    !('payload' in envelope)
  )
    throw decryptFailed();
  if (envelope.kid !== keys.keyId) throw decryptFailed();
  if (Math.abs(freshness.now - envelope.ts) > SEAL_MAX_AGE_MS)
    throw new Fault(400, 'request_expired', 'The request is too old; please try again');
  if (!freshness.nonces.remember(envelope.nonce, freshness.now))
    throw new Fault(400, 'request_replayed', 'This request was already received');
  return envelope.payload;
}

function decrypt(keys: CipherKeys, wrappedKey: string | undefined, sealed: string): unknown {
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
