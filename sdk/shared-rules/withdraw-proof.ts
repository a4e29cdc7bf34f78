/**
 * The proof images a player attaches when a paid withdrawal did not arrive (SPEC §4 Withdrawal
 * confirmation, §5 and §9: png or jpg, 5 MB each, at most 3). In the contract because both sides
 * judge them the same way: the form before it uploads, the platform before it stores.
 */

import { MAX_PROOF_BYTES, MAX_PROOFS } from '../contract/limits';

/** The image types accepted, as MIME types. */
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
/** An image type a withdrawal proof may be (one of `PROOF_TYPES`). */
export type ProofType = (typeof PROOF_TYPES)[number];

/** Why a proof, or the list of them, is refused. */
export type ProofProblem = 'type' | 'size' | 'count';

/**
 * What is wrong with one file as the browser describes it (its declared type and its size in
 * bytes), or null. `index` is unused: it is there so that `files.map(proofError)` reads right.
 *
 * @example
 * proofError({ type: 'image/gif', size: 1000 }, 0); // 'type'
 * proofError({ type: 'image/png', size: 6 * 1024 * 1024 }, 1); // 'size'
 */
export function proofError(file: { type: string; size: number }, _index?: number): 'type' | 'size' | null {
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (!(file.size > 0 && file.size <= MAX_PROOF_BYTES)) return 'size';
  return null;
}

/**
 * The first thing wrong with a list of proofs, with the position the form marks: too few (none,
 * at index 0) or too many (the first one past the limit), else the first file refused.
 */
export function proofsError(
  files: readonly { type: string; size: number }[],
): { index: number; reason: ProofProblem } | null {
  if (files.length === 0) return { index: 0, reason: 'count' };
  if (files.length > MAX_PROOFS) return { index: MAX_PROOFS, reason: 'count' };
  for (const [index, file] of files.entries()) {
    const reason = proofError(file, index);
    if (reason) return { index, reason };
  }
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * The image type the bytes themselves say, from their first bytes (PNG's eight-byte signature,
 * JPEG's start-of-image marker), or null. A file's name or declared type is only a claim: a GIF
 * renamed .png is still a GIF.
 */
export function sniffImageType(bytes: Uint8Array): ProofType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}
