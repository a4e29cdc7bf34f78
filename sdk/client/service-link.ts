import CryptoJS from 'crypto-js/core.js';
// Registers CryptoJS.DES (the tripledes module defines both DES and TripleDES).
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';

/** Length of the DES key the platform appends to the encrypted customer-service link. */
export const SERVICE_LINK_KEY_LENGTH = 8;

/**
 * Decrypts a customer-service path (SPEC §3): the last 8 characters are the DES key, the rest is
 * the base64 ciphertext. Returns undefined when it does not decrypt to text.
 */
export function decryptServiceLink(path: string): string | undefined {
  if (path.length <= SERVICE_LINK_KEY_LENGTH) return undefined;
  const key = path.slice(-SERVICE_LINK_KEY_LENGTH);
  const cipherText = path.slice(0, -SERVICE_LINK_KEY_LENGTH);
  try {
    const text = CryptoJS.DES.decrypt(cipherText, CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    return text || undefined;
  } catch {
    return undefined;
  }
}
