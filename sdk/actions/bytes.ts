/**
 * A picked file's bytes, and the same in base64 for the feedback call's images. The withdrawal
 * proofs' encoder (withdrawals.ts) is the same eight lines, kept there on purpose: a chunk shared
 * by the cashier and feedback modules would push the member centre's first load on a partner
 * page (withdraw, at its 60 KB budget) over by the weight of one more file.
 */

/** Bytes as base64 text, a slice at a time (one call with millions of arguments would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The whole of a file (or a slice of one) as bytes. */
export const readBytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
