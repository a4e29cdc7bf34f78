import type { Feedback, FeedbackImage, FeedbackReply } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { imagesOf, repliesOf, type FeedbackRow } from './repository';

/** Groups rows by the feedback they belong to. */
function byFeedback<R extends { feedback_id: number }, V>(rows: R[], view: (row: R) => V): Map<number, V[]> {
  const grouped = new Map<number, V[]>();
  for (const row of rows) grouped.set(row.feedback_id, [...(grouped.get(row.feedback_id) ?? []), view(row)]);
  return grouped;
}

/**
 * Feedbacks as the contract shows them, each with its images (without their bytes) and replies,
 * read in two queries for the lot. A feedback with a reply is `replied`.
 */
export async function feedbackViews(db: Queryable, rows: FeedbackRow[]): Promise<Feedback[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, replies] = await Promise.all([imagesOf(db, ids), repliesOf(db, ids)]);
  const imagesBy = byFeedback(images, (i): FeedbackImage => ({
    id: i.id,
    name: i.name,
    type: i.type,
    size: i.size,
  }));
  const repliesBy = byFeedback(replies, (r): FeedbackReply => ({
    content: r.content,
    createdAt: new Date(r.created_at).getTime(),
  }));
  return rows.map((row) => {
    const answers = repliesBy.get(row.id) ?? [];
    return {
      id: row.id,
      type: row.type,
      content: row.content,
      status: answers.length > 0 ? 'replied' : 'pending',
      createdAt: new Date(row.created_at).getTime(),
      images: imagesBy.get(row.id) ?? [],
      replies: answers,
    };
  });
}
