import type { Sandbox } from '../../core/context';
import { notFound } from '../../core/http/fault';
import { commentProblem } from '@sdk/shared-rules/promotion-comment';
import { PROMOTION_COMMENT_MAX } from '@sdk/contract/limits';
import { insertComment, recentCommentTimes, type CommentRow } from './comments-repository';
import { commentInvalid, tooManyComments } from './faults';
import { findPromotion } from './repository';

/** Activity comments (SPEC §5: at most 140 characters), plain text, rate-limited per member. */

/** Comments one member may post in COMMENT_WINDOW_MS: a conversation, not a flood. */
export const COMMENTS_PER_WINDOW = 5;
export const COMMENT_WINDOW_MS = 10 * 60_000;

/**
 * Posts a comment: trimmed, 1 to 140 code points (the same count as the database's char_length and
 * the page's counter), kept as text. Past five in ten minutes the member waits. Counted in the
 * database, so the limit holds across restarts and is the member's own (nobody else can use it up).
 */
export async function postComment(
  sandbox: Sandbox,
  accountId: number,
  input: { promotionId: number; content: string },
): Promise<CommentRow> {
  const { db } = sandbox;
  const content = input.content.trim();
  const problem = commentProblem(content);
  if (problem) throw commentInvalid(problem, PROMOTION_COMMENT_MAX);
  if (!(await findPromotion(db, input.promotionId))) throw notFound('No such promotion');
  const now = sandbox.now();
  const recent = await recentCommentTimes(
    db,
    accountId,
    new Date(now.getTime() - COMMENT_WINDOW_MS),
    COMMENTS_PER_WINDOW,
  );
  if (recent.length >= COMMENTS_PER_WINDOW)
    throw tooManyComments(new Date(recent[0]!.created_at).getTime() + COMMENT_WINDOW_MS - now.getTime());
  return insertComment(db, { promotionId: input.promotionId, accountId, content, at: now });
}
