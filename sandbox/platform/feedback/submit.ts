import { createHash, randomBytes } from 'node:crypto';
import {
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_RATE,
  type Feedback,
  type FeedbackImageUpload,
  type FeedbackType,
} from '@sdk/contract';
import {
  feedbackContent,
  feedbackContentError,
  type FeedbackContentProblem,
} from '@sdk/shared-rules/feedback';
import { MAX_FEEDBACK_IMAGES } from '@sdk/contract/limits';
import type { ProofProblem } from '@sdk/shared-rules/withdraw-proof';
import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { checkImages, type CheckedImage } from '../../core/http/image-uploads';
import {
  feedbackByRequest,
  insertFeedback,
  insertImage,
  lockAccount,
  ownFeedback,
  sentSince,
} from './repository';
import { feedbackViews } from './views';

export interface FeedbackInput {
  requestId: string;
  type: FeedbackType;
  content: string;
  images?: FeedbackImageUpload[];
}

const contentInvalid = (reason: FeedbackContentProblem) =>
  new Fault(
    400,
    'feedback_content_invalid',
    reason === 'required'
      ? 'Please write your feedback'
      : `Your feedback must be between ${FEEDBACK_CONTENT_LENGTH.min} and ${FEEDBACK_CONTENT_LENGTH.max} characters`,
    { field: 'content', reason, ...FEEDBACK_CONTENT_LENGTH },
  );

const imageInvalid = (index: number, reason: ProofProblem) =>
  new Fault(400, 'feedback_image_invalid', 'Attach at most 3 PNG or JPEG images of at most 5 MB each', {
    field: 'images',
    index,
    reason,
  });

/** Its own message, not tooManyRequests()'s "5 minutes": the wait here is up to an hour. */
const tooMany = (retryAfterMs: number) =>
  new Fault(429, 'TOO_MANY_REQUESTS', 'You have sent a lot of feedback; please try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/**
 * What a request id stands for: the type, the trimmed text and each image's name, type and bytes.
 * A retry of the same feedback matches it; anything else sent under the id does not.
 */
function fingerprintOf(type: string, content: string, images: CheckedImage[]): string {
  const hash = createHash('sha256').update(JSON.stringify([type, content]));
  for (const image of images) {
    const bytes = createHash('sha256').update(image.bytes).digest('hex');
    hash.update(JSON.stringify([image.name, image.type, bytes]));
  }
  return hash.digest('hex');
}

/**
 * Stores a member's feedback (SPEC §5, §7) after judging it as the form does (sdk/contract/
 * feedback.ts): the text, then the images, each by its bytes (a whole PNG or JPEG and nothing
 * after it, http/image-uploads.ts). Then, under the account's lock: a request id seen before
 * answers its first feedback (other content under it is a conflict), and past FEEDBACK_RATE the
 * member waits. A refusal stores nothing.
 */
export async function submitFeedback(
  sandbox: Sandbox,
  accountId: number,
  input: FeedbackInput,
): Promise<Feedback> {
  const problem = feedbackContentError(input.content);
  if (problem) throw contentInvalid(problem);
  const content = feedbackContent(input.content);
  const images = checkImages(input.images ?? [], {
    min: 0,
    max: MAX_FEEDBACK_IMAGES,
    refuse: imageInvalid,
    whole: true,
  });
  const fingerprint = fingerprintOf(input.type, content, images);
  const id = await sandbox.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    // Read under the lock: a clock read before it could be older than a feedback inserted while
    // this request waited, and the wait it answers would pass the hour.
    const now = sandbox.now();
    const previous = await feedbackByRequest(tx, accountId, input.requestId);
    if (previous) {
      if (previous.fingerprint === fingerprint) return previous.id;
      throw new Fault(
        409,
        'idempotency_conflict',
        'That request id was already used for a different feedback',
      );
    }
    const recent = await sentSince(tx, accountId, new Date(now.getTime() - FEEDBACK_RATE.windowMs));
    if (recent.n >= FEEDBACK_RATE.max)
      throw tooMany(new Date(recent.oldest!).getTime() + FEEDBACK_RATE.windowMs - now.getTime());
    const feedbackId = await insertFeedback(tx, {
      accountId,
      requestId: input.requestId,
      fingerprint,
      type: input.type,
      content,
      createdAt: now,
    });
    for (const [position, image] of images.entries()) {
      await insertImage(tx, {
        // 128 random bits: the id alone reveals nothing, and the member's session is asked anyway.
        id: `fi_${randomBytes(16).toString('base64url')}`,
        feedbackId,
        position,
        name: image.name,
        type: image.type,
        data: image.bytes,
      });
    }
    return feedbackId;
  });
  const row = await ownFeedback(sandbox.db, accountId, id);
  return (await feedbackViews(sandbox.db, [row!]))[0]!;
}
