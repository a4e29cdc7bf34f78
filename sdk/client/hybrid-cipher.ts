import { HEADERS } from '../contract/envelope';
import { fromBase64, toBase64 } from './base64';
import type { PayloadCipher } from './cipher';

/** The platform's public key, as `GET /wps/session/key/rsa` gives it. */
export interface PublicKeyInfo {
  readonly keyId: string;
  /** SPKI, base64 DER. */
  readonly publicKey: string;
}

/**
 * The default payload cipher: a fresh AES-256-GCM key per request encrypts the JSON payload, and
 * the platform's RSA key (RSA-OAEP, SHA-256) wraps that key into the `Encryption` header. Only
 * the platform's private key can open it; no secret lives in the page.
 *
 * @param loadKey fetches the public key; called once, and again after {@link PayloadCipher.reset}.
 * @param subtle WebCrypto (needs a secure context: https or localhost).
 */
export function hybridCipher(
  loadKey: () => Promise<PublicKeyInfo>,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): PayloadCipher {
  let cached: Promise<CryptoKey> | undefined;
  const rsaKey = () =>
    (cached ??= loadKey()
      .then((info) =>
        subtle.importKey('spki', fromBase64(info.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
          'encrypt',
        ]),
      )
      .catch((error: unknown) => {
        // Forget a failed load so that the next call tries again.
        cached = undefined;
        throw error;
      }));
  return {
    async seal(payload) {
      const wrapping = await rsaKey();
      const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(payload));
      const [sealed, raw] = await Promise.all([
        subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain),
        subtle.exportKey('raw', aes),
      ]);
      const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, wrapping, raw);
      const body = new Uint8Array(iv.length + sealed.byteLength);
      body.set(iv);
      body.set(new Uint8Array(sealed), iv.length);
      return { body: { value: toBase64(body) }, headers: { [HEADERS.encryption]: toBase64(wrapped) } };
    },
    reset() {
      cached = undefined;
    },
  };
}
