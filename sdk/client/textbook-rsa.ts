/**
 * RSA without padding, written the way the platform's page script writes it (the Ohdave
 * `RSAKeyPair`/`encryptedString` pair, e = 0x10001), so that the platform reads what we send.
 *
 * The text is cut into chunks of `2 × (index of the modulus's highest 16-bit digit)` bytes, each
 * zero-padded and read little-endian; each chunk's ciphertext is written as lower-case hex, four
 * digits per 16-bit word, and the chunks are joined by a space.
 *
 * @example
 * const header = textbookRsa('c2a1…', reverse(key)); // the `Encryption` header of a sealed call
 */
export function textbookRsa(modulusHex: string, text: string): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`);
  const words = Math.ceil(modulus.toString(16).length / 4);
  const chunkSize = 2 * (words - 1);
  if (chunkSize < 2) throw new RangeError('The platform key is too short');
  const codes = Array.from(text, (c) => c.charCodeAt(0));
  while (codes.length % chunkSize !== 0) codes.push(0);
  const chunks: string[] = [];
  for (let start = 0; start < codes.length; start += chunkSize) {
    let block = 0n;
    for (let k = start + chunkSize - 1; k >= start; k--) block = (block << 8n) | BigInt(codes[k]! & 0xff);
    const hex = modPow(block, PUBLIC_EXPONENT, modulus).toString(16);
    chunks.push(hex.padStart(Math.ceil(hex.length / 4) * 4, '0'));
  }
  return chunks.join(' ');
}

const PUBLIC_EXPONENT = 0x10001n;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}
