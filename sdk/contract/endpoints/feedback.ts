import { defineEndpoint } from '../endpoint';
import { Type, MAX_PAGE_NO } from '../schema';
import {
  FEEDBACK_IMAGE_ID_PATTERN,
  FEEDBACK_PAGE_MAX,
  FEEDBACK_RATE,
  Feedback,
  FeedbackImageData,
  FeedbackImageUpload,
  FeedbackPage,
  FeedbackTypeName,
} from '../entities/feedback';
import { MAX_FEEDBACK_IMAGES, MAX_PROOF_BYTES } from '../limits';

/*
 * The feedback calls, in a file of their own (they were among the agent relays, SPEC §7 "Agent and
 * common"): the browser's feedback module imports them without the agent relays, and the agent
 * centre's chunk never carries the image rules they need.
 */

// Feedback (SPEC §7 "Agent and common": PUT /wps/feedback; the list and the image calls are ours).
// A member reaches only its own feedback and images: anything else answers not_found. Trial
// accounts are refused with in_need_true_account: a free-play guest costs nothing to make, so
// feedback from one would be an open door for storing images.

/**
 * The feedback call's body at its largest: three images of 5 MB in base64 (4 characters for every
 * 3 bytes), plus room for the text and the rest of the JSON. Every other call keeps the server's
 * default limit; a body past this one answers 413 before it is read.
 */
const FEEDBACK_BODY_LIMIT = MAX_FEEDBACK_IMAGES * 4 * Math.ceil(MAX_PROOF_BYTES / 3) + 64 * 1024;

/**
 * @example
 * const sent = await client.call(contract.feedback, {
 *   requestId: crypto.randomUUID(), type: 'deposit', content: 'My deposit has not arrived yet.',
 *   images: [{ name: 'receipt.png', type: 'image/png', dataBase64 }],
 * });
 */
export const feedback = defineEndpoint({
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'required',
  caller: 'real-member',
  tag: 'common',
  summary:
    'Sends feedback: a type, a text of 10 to 500 characters and up to 3 png or jpg images of at most 5 MB, ' +
    'judged by their bytes (never the name or the declared type); answers the feedback as the list shows it',
  description:
    'Refusals: feedback_content_invalid (value {field, reason: required|length, min, max}); ' +
    'feedback_image_invalid (value {field, index, reason: type|size|count}); TOO_MANY_REQUESTS past ' +
    `${FEEDBACK_RATE.max} feedbacks an hour (value.retryAfterSeconds); idempotency_conflict (the requestId ` +
    'was used for other content; the same content answers the first result again); in_need_true_account ' +
    '(trial accounts); a body past three images of 5 MB (four of them, say) answers 413 invalid_request ' +
    'before it is read. A refused feedback stores nothing.',
  request: Type.Object({
    /** Idempotency id: a retry after a lost answer gets the first answer, not a second feedback. */
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
    type: FeedbackTypeName,
    /** Bounded by the platform's rule (sdk/shared-rules/feedback.ts), which names the problem. */
    content: Type.String(),
    images: Type.Optional(Type.Array(FeedbackImageUpload)),
  }),
  response: Feedback,
  bodyLimit: FEEDBACK_BODY_LIMIT,
});

/**
 * @example
 * const { list } = await client.call(contract.feedbackList, { pageNo: 1, pageSize: 10 });
 */
export const feedbackList = defineEndpoint({
  name: 'feedbackList',
  method: 'GET',
  path: '/wps/feedback/list',
  auth: 'required',
  caller: 'real-member',
  tag: 'common',
  summary: "The member's feedback, newest first, each with its images (without their bytes) and the replies",
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: FEEDBACK_PAGE_MAX, default: 10 })),
  }),
  response: FeedbackPage,
});

/**
 * @example
 * const image = await client.call(contract.feedbackImage, { id: feedback.images[0].id });
 * img.src = `data:${image.type};base64,${image.dataBase64}`;
 */
export const feedbackImage = defineEndpoint({
  name: 'feedbackImage',
  method: 'GET',
  path: '/wps/feedback/image',
  auth: 'required',
  caller: 'real-member',
  tag: 'common',
  summary:
    "One image of the member's own feedback, its type as its bytes said when it arrived. Refusal: " +
    'not_found (no such image of the member’s)',
  request: Type.Object({ id: Type.String({ pattern: FEEDBACK_IMAGE_ID_PATTERN }) }),
  response: FeedbackImageData,
});
