import type { Feedback } from '@sdk/contract';
import type { Sandbox } from '../../core/context';
import { notFound } from '../../core/http/fault';
import { sendMessage } from '../messages';
import { feedbackForReply, insertReply } from './repository';
import { feedbackViews } from './views';

/** The message that tells a member their feedback was answered; the reply itself is its text. */
const REPLY_TITLE = { ES: 'Respuesta a tu comentario', EN: 'Reply to your feedback' };

/**
 * The operator answers a feedback (the /sandbox/feedback/reply switch plays the back office): the
 * reply joins the feedback, and the member gets a platform message with it, so the unread badge
 * shows there is something to read. Replies are plain text, like everything the member reads.
 */
export async function replyToFeedback(
  sandbox: Sandbox,
  feedbackId: number,
  content: string,
): Promise<{ feedback: Feedback; messageId: number }> {
  const now = sandbox.now();
  return sandbox.db.transaction(async (tx) => {
    const row = await feedbackForReply(tx, feedbackId);
    if (!row) throw notFound(`No feedback ${feedbackId}`);
    await insertReply(tx, row.id, content, now);
    const messageId = await sendMessage(tx, row.account_id, { title: REPLY_TITLE, content }, now);
    return { feedback: (await feedbackViews(tx, [row]))[0]!, messageId };
  });
}
