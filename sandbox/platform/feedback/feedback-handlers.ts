import type { RequestContext } from '../../core/context';
import { realMemberOf } from '../accounts';
import { notFound } from '../../core/http/fault';
import type { HandlerTable } from '../../core/http/handler';
import { countFeedback, feedbackPage, ownImage } from './repository';
import { submitFeedback } from './submit';
import { feedbackViews } from './views';

/**
 * The member of a feedback call. Trial accounts (free-play guests among them) are refused: one
 * costs nothing to make, so each would be five more feedbacks an hour with 15 MB of images.
 */
const feedbackMember = (ctx: RequestContext): number => realMemberOf(ctx).accountId;

/** The feedback page's calls (feedback, feedbackList, feedbackImage in sdk/contract/endpoints/agent.ts). */
export const feedbackHandlers: HandlerTable = {
  feedback: async (input, ctx) => submitFeedback(ctx.sandbox, feedbackMember(ctx), input),

  async feedbackList({ pageNo = 1, pageSize = 10 }, ctx) {
    const accountId = feedbackMember(ctx);
    const { db } = ctx.sandbox;
    const [rows, totalCount] = await Promise.all([
      feedbackPage(db, accountId, pageSize, (pageNo - 1) * pageSize),
      countFeedback(db, accountId),
    ]);
    return {
      list: await feedbackViews(db, rows),
      pageNo,
      pageSize,
      totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
      totalCount,
    };
  },

  /**
   * An image of the member's own feedback. Its type is the one its bytes said when it arrived,
   * and it travels as base64 inside the JSON envelope: it never reaches the browser as a document
   * of its own that a browser could sniff into HTML, whatever a polyglot holds.
   */
  async feedbackImage({ id }, ctx) {
    const image = await ownImage(ctx.sandbox.db, feedbackMember(ctx), id);
    // Another member's image answers as one that never was.
    if (!image) throw notFound('No such image');
    const { data, ...described } = image;
    return { ...described, dataBase64: Buffer.from(data).toString('base64') };
  },
};
