import { HEADERS } from '../contract/envelope';
import type { SealedEnvelope } from '../contract/sealed';
import { fromBase64, toBase64 } from './base64';
import type { PayloadCipher } from './cipher';

/**
 * The hybrid cipher's public key, as `GET /wps/session/key/hybrid` gives it.
 *
 * @example
 * const key: PublicKeyInfo = await client.call(contract.hybridKey, {});
 */
export interface PublicKeyInfo {
  readonly keyId: string;
  /** SPKI, base64 DER. */
  readonly publicKey: string;
  /** The platform's clock when it answered (epoch ms). */
  readonly serverTime: number;
}

const base64url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!);

/**
 * The optional hybrid payload cipher (the platform's own is the default): a fresh AES-256-GCM
 * key per request encrypts the payload, and the platform's RSA key (RSA-OAEP, SHA-256) wraps that key into the `Encryption` header. Only the
 * platform's private key can open it; no secret lives in the page. Inside the ciphertext the
 * payload travels with the key id, a timestamp on the platform's clock and a random nonce
 * ({@link SealedEnvelope}), so a captured body cannot be replayed.
 *
 * @param loadKey fetches the public key; called once, and again after {@link PayloadCipher.reset}.
 * @param subtle WebCrypto (needs a secure context: https or localhost).
 *
 * @example
 * const cipher = hybridCipher(() => keyClient.call(contract.hybridKey, {}));
 * const client = createClient({ merchant: 'CROUPIER', getToken: () => token, getLanguage: () => 'EN', cipher });
 */
export function hybridCipher(
  loadKey: () => Promise<PublicKeyInfo>,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): PayloadCipher {
  let cached: Promise<{ key: CryptoKey; keyId: string; clockOffset: number }> | undefined;
  const rsaKey = () =>
    (cached ??= loadKey()
      .then(async (info) => ({
        key: await subtle.importKey(
          'spki',
          fromBase64(info.publicKey),
          { name: 'RSA-OAEP', hash: 'SHA-256' },
          false,
          ['encrypt'],
        ),
        keyId: info.keyId,
        // A device clock minutes off must not make every login look stale.
        clockOffset: info.serverTime - Date.now(),
      }))
      .catch((error: unknown) => {
        // Forget a failed load so that the next call tries again.
        cached = undefined;
        throw error;
      }));
  return {
    async seal(payload) {
      const wrapping = await rsaKey();
      const envelope: SealedEnvelope = {
        v: 2,
        kid: wrapping.keyId,
        ts: Date.now() + wrapping.clockOffset,
        nonce: base64url(globalThis.crypto.getRandomValues(new Uint8Array(16))),
        payload,
      };
      const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(envelope));
      const [sealed, raw] = await Promise.all([
        subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain),
        subtle.exportKey('raw', aes),
      ]);
      const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, wrapping.key, raw);
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
