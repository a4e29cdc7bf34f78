import { defineEndpoint } from '@sdk/contract/endpoint';
import { Type } from '@sdk/contract/schema';
import { Feedback } from '@sdk/contract/entities/feedback';
import type { Queryable } from '../../core/db/database';
import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import { deleteMessagesOf, sendMessage } from '../../platform/messages';
import { deleteFeedbackOf, feedbackViews, latestFeedback, replyToFeedback } from '../../platform/feedback';
import { MESSAGE_RECIPIENTS, seedMessagesFor } from '../seed/messages';
import { accountIdOf } from './repository';

/**
 * The operator's side of messages and feedback, which a real platform's back office does: send a
 * member a platform message, read the latest feedback, and reply to one (the member then finds
 * the reply on the feedback and in a platform message).
 */

/** A text for every language at once, or one per language code ({"ES": ..., "EN": ...}). */
const texts = (maxLength: number) =>
  Type.Union([
    Type.String({ minLength: 1, maxLength }),
    Type.Record(
      Type.String({ pattern: '^[A-Z]{2}(_[A-Z]{2})?$' }),
      Type.String({ minLength: 1, maxLength }),
      {
        minProperties: 1,
        additionalProperties: false,
      },
    ),
  ]);

const MessageSend = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  /** Plain text: the page shows it as text, never as HTML. */
  title: texts(200),
  content: texts(5_000),
});

const FeedbackReplyRequest = Type.Object({
  feedbackId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  content: Type.String({ minLength: 1, maxLength: 2_000 }),
});

export const messageSwitchEndpoints = {
  sendMessage: defineEndpoint({
    name: 'sendMessage',
    method: 'POST',
    path: '/sandbox/messages',
    tag: 'sandbox',
    summary:
      'Sends a member a platform message (plain text; one text, or one per language code), unread: the ' +
      'badge counts it at once',
    request: MessageSend,
    response: Type.Object({ id: Type.Integer(), username: Type.String() }),
  }),
  feedbackInbox: defineEndpoint({
    name: 'feedbackInbox',
    method: 'GET',
    path: '/sandbox/feedback',
    tag: 'sandbox',
    summary: 'The latest 50 feedbacks, newest first, of everyone or of `username`, with who sent each',
    request: Type.Object({ username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }),
    response: Type.Array(Type.Object({ ...Feedback.properties, username: Type.String() })),
  }),
  replyFeedback: defineEndpoint({
    name: 'replyFeedback',
    method: 'POST',
    path: '/sandbox/feedback/reply',
    tag: 'sandbox',
    summary:
      'The operator replies to a feedback (plain text): the feedback shows it and becomes replied, and the ' +
      'member gets a platform message with it',
    request: FeedbackReplyRequest,
    response: Type.Object({ feedback: Feedback, messageId: Type.Integer() }),
  }),
} as const;

async function accountOf(db: Queryable, username: string): Promise<number> {
  const account = await accountIdOf(db, username);
  if (!account) throw notFound(`No account ${username}`);
  return account.id;
}

export const messageSwitches: Pick<
  HandlersOf<typeof messageSwitchEndpoints>,
  'sendMessage' | 'feedbackInbox' | 'replyFeedback'
> = {
  async sendMessage({ username, title, content }, { sandbox }) {
    const accountId = await accountOf(sandbox.db, username);
    return { id: await sendMessage(sandbox.db, accountId, { title, content }, sandbox.now()), username };
  },

  async feedbackInbox({ username }, { sandbox }) {
    const { db } = sandbox;
    const rows = await latestFeedback(db, username ? await accountOf(db, username) : null, 50);
    const views = await feedbackViews(db, rows);
    return views.map((view, i) => ({ ...view, username: rows[i]!.username }));
  },

  replyFeedback: async ({ feedbackId, content }, { sandbox }) =>
    replyToFeedback(sandbox, feedbackId, content),
};

/**
 * At reset: the demo accounts' messages go back to the seed's (those a demo read, deleted or was
 * sent are forgotten) and their feedback, images and replies are forgotten.
 */
export async function resetMessagesAndFeedback(
  tx: Queryable,
  demo: { id: number; username: string }[],
  now: Date,
) {
  const ids = demo.map((a) => a.id);
  await deleteMessagesOf(tx, ids);
  await deleteFeedbackOf(tx, ids);
  const recipients = demo.filter((a) => MESSAGE_RECIPIENTS.includes(a.username)).map((a) => a.id);
  await seedMessagesFor(tx, recipients, now);
}
