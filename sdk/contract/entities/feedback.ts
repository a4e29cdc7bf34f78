import { Type, type Static, Timestamp, literalUnion } from '../schema';
import { ProofImageType } from './withdraw';

/*
 * Feedback (SPEC §1 "feedback", §5, §7 PUT /wps/feedback): a member writes to the operator, with up
 * to three png or jpg screenshots, and reads the operator's replies. SPEC gives the call and the
 * validation messages, not the shapes or the numbers, so those are ours; the rules themselves are
 * in sdk/shared-rules/feedback.ts, shared by the form and the platform.
 */

/** What the feedback is about: the form's first choice. */
export const FEEDBACK_TYPES = [
  'suggestion',
  'problem',
  'deposit',
  'withdrawal',
  'game',
  'account',
  'other',
] as const;
/** What a feedback is about (one of `FEEDBACK_TYPES`). */
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** The schema of a feedback type. */
export const FeedbackTypeName = literalUnion(FEEDBACK_TYPES);

/**
 * SPEC §5's "content length between {0} and {1}": characters (code points) of the trimmed text.
 * Characters, not words: Thai and Chinese do not separate words by spaces, and the platform's
 * message is a translation of a character count.
 */
export const FEEDBACK_CONTENT_LENGTH = { min: 10, max: 500 } as const;

/**
 * How many feedbacks one member may send in FEEDBACK_RATE.windowMs (by the platform's clock):
 * past it, 429 TOO_MANY_REQUESTS with `value.retryAfterSeconds`. Counted from what was accepted,
 * so a refused form costs the member nothing.
 */
export const FEEDBACK_RATE = { max: 5, windowMs: 3_600_000 } as const;

/** The most feedbacks one page of the list holds. */
export const FEEDBACK_PAGE_MAX = 50;

/** Image ids: 'fi_' and 128 random bits, so none can be guessed or counted. */
export const FEEDBACK_IMAGE_ID_PATTERN = '^fi_[A-Za-z0-9_-]{22}$';

/**
 * One image as the form uploads it: the same fields as a withdrawal proof's (one encoder serves
 * both forms). `type` is any text here, so that a GIF or an SVG is refused by the platform with
 * the image's index (`feedback_image_invalid`), which a schema error could not give; the platform
 * believes neither the name nor the type, only the bytes.
 */
export const FeedbackImageUpload = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.String({ maxLength: 100 }),
  /** The file's bytes in base64 (no `data:` prefix). Measured by the platform, not the schema. */
  dataBase64: Type.String(),
});
export type FeedbackImageUpload = Static<typeof FeedbackImageUpload>;

/** An image of a feedback as the list shows it; its bytes come from `feedbackImage`. */
export const FeedbackImage = Type.Object({
  id: Type.String({ pattern: FEEDBACK_IMAGE_ID_PATTERN }),
  name: Type.String(),
  /** What the bytes are (sniffed when they arrived), never what the name says. */
  type: ProofImageType,
  /** Bytes. */
  size: Type.Integer({ minimum: 1 }),
});
export type FeedbackImage = Static<typeof FeedbackImage>;

/** An image's bytes, for its owner only: show it as `data:${type};base64,${dataBase64}` in an <img>. */
export const FeedbackImageData = Type.Object({
  ...FeedbackImage.properties,
  dataBase64: Type.String(),
});
export type FeedbackImageData = Static<typeof FeedbackImageData>;

/** The operator's answer. Plain text, like the feedback itself. */
export const FeedbackReply = Type.Object({
  content: Type.String(),
  createdAt: Timestamp,
});
export type FeedbackReply = Static<typeof FeedbackReply>;

/** `pending` until the operator replies; `replied` once they have (they may reply again). */
export const FeedbackStatus = Type.Union([Type.Literal('pending'), Type.Literal('replied')]);
export type FeedbackStatus = Static<typeof FeedbackStatus>;

/** A feedback the member sent, with its images and the operator's replies (oldest first). */
export const Feedback = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  type: FeedbackTypeName,
  /** As sent, trimmed; plain text (the page shows it as text). */
  content: Type.String(),
  status: FeedbackStatus,
  createdAt: Timestamp,
  images: Type.Array(FeedbackImage),
  replies: Type.Array(FeedbackReply),
});
export type Feedback = Static<typeof Feedback>;

/** One page of the member's feedback, newest first. */
export const FeedbackPage = Type.Object({
  list: Type.Array(Feedback),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type FeedbackPage = Static<typeof FeedbackPage>;
