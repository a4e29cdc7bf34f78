import CryptoJS from 'crypto-js/core.js';
// Registers CryptoJS.DES (the tripledes module defines both DES and TripleDES).
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import { HEADERS } from '../contract/envelope';
import { rsaKey } from '../contract/endpoints/session';
import { PlatformError } from './platform-error';
import { CALL_KEY_ALPHABET, CALL_KEY_LENGTH } from '../contract/sealed';
import type { PayloadCipher } from './cipher';
import { textbookRsa } from './textbook-rsa';

function callKey(): string {
  const random = globalThis.crypto.getRandomValues(new Uint32Array(CALL_KEY_LENGTH));
  return Array.from(random, (n) => CALL_KEY_ALPHABET[n % CALL_KEY_ALPHABET.length]).join('');
}

/**
 * The real platform's payload cipher. Each call draws a 16-character key, encrypts the JSON payload
 * with DES (ECB, PKCS#7, the key's first 8 bytes) into `{ value: base64 }`, and sends the key,
 * reversed and RSA-encrypted without padding under the platform's modulus, as the `Encryption`
 * header. The modulus is fetched afresh for every sealed call, as the platform's page does.
 *
 * @param loadModulus fetches the platform's modulus (hex text, `GET /wps/session/key/rsa`).
 *
 * @example
 * const cipher = platformCipher(() => fetch('/wps/session/key/rsa?t=' + Date.now()).then((r) => r.text()));
 * const client = createClient({ merchant: 'CROUPIER', getToken: () => token, getLanguage: () => 'EN', cipher });
 */
export function platformCipher(loadModulus: () => Promise<string>): PayloadCipher {
  return {
    async seal(payload) {
      const modulus = await loadModulus();
      const key = callKey();
      const value = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(key), {
        mode: CryptoJS.mode.ECB,
        padding: CryptoJS.pad.Pkcs7,
      }).toString();
      const reversed = [...key].reverse().join('');
      return { body: { value }, headers: { [HEADERS.encryption]: textbookRsa(modulus, reversed) } };
    },
    // Nothing is cached: every call fetches the modulus.
    reset() {},
  };
}

/**
 * Fetches the modulus as the platform's page does: bare (a cache-busting stamp and
 * `Cache-Control: no-cache`, none of the other headers), answered as hex text.
 *
 * @example
 * const cipher = platformCipher(modulusFrom(fetch, 'https://platform.example'));
 */
export function modulusFrom(send: typeof fetch, baseUrl: string): () => Promise<string> {
  return async () => {
    const response = await send(`${baseUrl}${rsaKey.path}?t=${Date.now()}`, {
      headers: { 'Cache-Control': 'no-cache' },
      signal: AbortSignal.timeout(KEY_TIMEOUT_MS),
    }).catch(() => {
      throw new PlatformError('network_error', 'Network link is abnormal, please try again', 0);
    });
    const text = await response.text();
    if (!response.ok || !/^\s*[0-9a-f]+\s*$/i.test(text))
      throw new PlatformError(
        'network_error',
        `Unexpected key answer (HTTP ${response.status})`,
        response.status,
      );
    return text;
  };
}

/** The key fetch's own time limit: the platform's page gives every call 20 s. */
const KEY_TIMEOUT_MS = 20_000;
