import { MAX_FEEDBACK_IMAGES } from '../contract/limits';
import { wholeImageType } from '../shared-rules/image-structure';
import { type ProofProblem, type ProofType } from '../shared-rules/withdraw-proof';
import { MAX_PROOF_BYTES } from '../contract/limits';

/**
 * The feedback form's image checks (SPEC §5: png or jpg, at most 5 MB each, at most 3), made in
 * the browser as the platform makes them: by the bytes, with the contract's own rule
 * (sdk/shared-rules/image-structure.ts), never by the file's name or the type the browser guesses
 * from it. The platform judges them again; this says why at once, under the field.
 */

/** A picked image's verdict: its type as its bytes say, or why it is refused. */
export type FeedbackImageVerdict =
  | { readonly ok: true; readonly type: ProofType }
  | { readonly ok: false; readonly reason: Exclude<ProofProblem, 'count'> };

/**
 * Whether a file is too big to be read at all: past 5 MB it is refused by its size, so the
 * form never loads 6 MB (or 600) into memory to say no.
 */
export const needsNoReading = (size: number) => size > MAX_PROOF_BYTES;

/**
 * The verdict on one file, from its size and (when the size allows) its whole bytes: a whole PNG
 * or JPEG and nothing after it, of at most 5 MB. An empty file is no image.
 *
 * @example
 * feedbackImageVerdict(6 * 1024 * 1024, null); // { ok: false, reason: 'size' }
 * feedbackImageVerdict(gif.length, gif); // { ok: false, reason: 'type' }
 * feedbackImageVerdict(png.length, png); // { ok: true, type: 'image/png' }
 */
export function feedbackImageVerdict(size: number, bytes: Uint8Array | null): FeedbackImageVerdict {
  if (needsNoReading(size)) return { ok: false, reason: 'size' };
  const type = bytes ? wholeImageType(bytes) : null;
  return type ? { ok: true, type } : { ok: false, reason: 'type' };
}

/** What a pick adds and what it refuses, each refusal with the file it is about. */
export interface ImagePick<F> {
  readonly added: F[];
  readonly refused: { readonly file: F; readonly reason: ProofProblem }[];
}

/**
 * Sorts a pick into what joins the `held` images and what is refused: each file refused for its
 * own verdict, and any good one past the third refused as one too many (the order of the pick
 * decides which). `verdicts[i]` is the verdict on `files[i]`.
 *
 * @example
 * sortPick(2, [a, b], [ok, ok]); // { added: [a], refused: [{ file: b, reason: 'count' }] }
 */
export function sortPick<F>(
  held: number,
  files: readonly F[],
  verdicts: readonly FeedbackImageVerdict[],
): ImagePick<F> {
  const added: F[] = [];
  const refused: { file: F; reason: ProofProblem }[] = [];
  files.forEach((file, i) => {
    const verdict = verdicts[i]!;
    if (!verdict.ok) refused.push({ file, reason: verdict.reason });
    else if (held + added.length >= MAX_FEEDBACK_IMAGES) refused.push({ file, reason: 'count' });
    else added.push(file);
  });
  return { added, refused };
}
