/**
 * SPEC §5: an activity comment has at most 140 characters. Characters are counted as code points
 * of the trimmed text, as the database's char_length counts them, so the page's counter, its check
 * and the platform's agree on an emoji.
 */

import { PROMOTION_COMMENT_MAX } from '../contract/limits';

/** The characters a comment counts, once trimmed. */
export const commentLength = (text: string): number => [...text.trim()].length;

/**
 * What is wrong with a comment, if anything.
 *
 * @example
 * commentProblem('   '); // 'required'
 * commentProblem('x'.repeat(141)); // 'length'
 * commentProblem('Nice!'); // undefined
 */
export function commentProblem(text: string): 'required' | 'length' | undefined {
  const length = commentLength(text);
  if (length === 0) return 'required';
  return length > PROMOTION_COMMENT_MAX ? 'length' : undefined;
}
