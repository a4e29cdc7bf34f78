/**
 * Feedback's rules (SPEC §5: content required, its length between two bounds, png or jpg images
 * of at most 5 MB, at most 3), in the contract because both sides judge a feedback the same way:
 * the form before it sends, the platform before it stores. The image rules are the withdrawal
 * proofs' (sdk/shared-rules/withdraw-proof.ts), but none is required here.
 */
import { FEEDBACK_CONTENT_LENGTH } from '../contract/entities/feedback';
import { MAX_FEEDBACK_IMAGES } from '../contract/limits';
import { proofError, type ProofProblem } from './withdraw-proof';

/** Why a feedback's text is refused: nothing but spaces, or too short or too long. */
export type FeedbackContentProblem = 'required' | 'length';

/** The text as the platform keeps it: without the spaces and line breaks around it. */
export const feedbackContent = (text: string) => text.trim();

/** The length SPEC §5 bounds: characters (code points, so an emoji is one) of the trimmed text. */
export function feedbackContentLength(text: string): number {
  let count = 0;
  // Iterating a string walks code points, where `.length` counts UTF-16 units.
  for (const _ of feedbackContent(text)) count++;
  return count;
}

/**
 * What is wrong with a feedback's text, or null.
 *
 * @example
 * feedbackContentError('   '); // 'required'
 * feedbackContentError('Too short'); // 'length' (9 characters, 10 needed)
 * feedbackContentError('The deposit page froze after I paid.'); // null
 */
export function feedbackContentError(text: string): FeedbackContentProblem | null {
  const length = feedbackContentLength(text);
  if (length === 0) return 'required';
  return length < FEEDBACK_CONTENT_LENGTH.min || length > FEEDBACK_CONTENT_LENGTH.max ? 'length' : null;
}

/**
 * The first thing wrong with a feedback's images, with the position the form marks: too many (the
 * first one past the limit), else the first file refused (its type, then its size). None is fine.
 *
 * @example
 * feedbackImagesError([]); // null
 * feedbackImagesError([{ type: 'image/gif', size: 10 }]); // { index: 0, reason: 'type' }
 */
export function feedbackImagesError(
  files: readonly { type: string; size: number }[],
): { index: number; reason: ProofProblem } | null {
  if (files.length > MAX_FEEDBACK_IMAGES) return { index: MAX_FEEDBACK_IMAGES, reason: 'count' };
  for (const [index, file] of files.entries()) {
    const reason = proofError(file, index);
    if (reason) return { index, reason };
  }
  return null;
}
