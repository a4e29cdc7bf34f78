import CryptoJS from 'crypto-js';

/** DES-encrypts a link the way the platform serves it: ciphertext followed by its 8-character key. */
export function encryptServiceLink(link: string, key: string): string {
  const cipher = CryptoJS.DES.encrypt(link, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return cipher.toString() + key;
}
