import type { LazyActions } from './lazy-actions';
import { feedback, feedbackImage, feedbackList } from '../contract/endpoints/feedback';
import type { Feedback, FeedbackPage, FeedbackType } from '../contract/entities/feedback';
import { feedbackImageVerdict, needsNoReading, type FeedbackImageVerdict } from '../rules/feedback-images';
import { proofName } from '../rules/withdraw';
import { requestIds } from '../rules/request-ids';
import { readBytes, toBase64 } from './bytes';
import { sendOnce } from './idempotent';
import type { Core } from './core';

/**
 * A picked image, as the browser gives it (a `File`).
 *
 * @example
 * const image: FeedbackFile = input.files![0]!;
 * const verdict = await croupier.feedback.checkImage(image);
 */
export interface FeedbackFile extends Blob {
  readonly name: string;
}

/**
 * A feedback as the member writes it; the module adds the idempotency `requestId` and encodes
 * the images.
 *
 * @example
 * const input: FeedbackInput = { type: 'deposit', content: 'My deposit has not arrived yet.', images: [] };
 * await croupier.feedback.send(input);
 */
export interface FeedbackInput {
  type: FeedbackType;
  content: string;
  /** Up to 3 png or jpg images of at most 5 MB, checked with `checkImage` as they were picked. */
  images: readonly FeedbackFile[];
}

/** The list shows the newest 20: at five feedbacks an hour at most, a member's recent ones fit. */
export const FEEDBACK_LIST_PAGE_SIZE = 20;

/**
 * Feedback (SPEC §5, §7 PUT /wps/feedback): the member writes to the operator with up to three
 * screenshots, and reads the replies. Images are judged by their bytes here as the platform
 * judges them (sdk/rules/feedback-images.ts), so a refusal shows before anything is sent.
 */
export function feedbackActions({ client }: Core) {
  const ids = requestIds();
  return {
    /**
     * Whether a picked file can go with a feedback: a whole PNG or JPEG (by its bytes, never its
     * name) of at most 5 MB. A file past 5 MB is refused by its size without being read.
     *
     * @example
     * const verdict = await croupier.feedback.checkImage(file);
     * if (!verdict.ok) showError(verdict.reason); // 'type' or 'size'
     */
    checkImage: async (file: Blob): Promise<FeedbackImageVerdict> =>
      feedbackImageVerdict(file.size, needsNoReading(file.size) ? null : await readBytes(file)),

    /**
     * Sends a feedback. A retry of the same form (a double click, a timeout) carries the same
     * idempotency id, so the platform stores it once; each image goes typed by what its bytes are.
     *
     * @example
     * const sent = await croupier.feedback.send({ type: 'game', content: 'The slot froze on a win.', images: [file] });
     */
    send: (input: FeedbackInput): Promise<Feedback> =>
      sendOnce(
        ids,
        { ...input, images: input.images.map((f) => [f.name, f.size, f.type]) },
        async (requestId) => {
          const images = await Promise.all(
            input.images.map(async (file) => {
              const bytes = await readBytes(file);
              const verdict = feedbackImageVerdict(bytes.length, bytes);
              // A file that changed since it was checked goes as declared: the platform refuses it with its index.
              const type = verdict.ok
                ? verdict.type
                : file.type === 'image/jpeg'
                  ? 'image/jpeg'
                  : 'image/png';
              return { name: proofName(file.name, type), type, dataBase64: toBase64(bytes) };
            }),
          );
          return client.call(feedback, { requestId, type: input.type, content: input.content, images });
        },
      ),

    /**
     * The member's feedback, newest first, with the images (without their bytes) and the replies.
     *
     * @example
     * const { list, totalPages } = await croupier.feedback.list(1);
     */
    list: (pageNo = 1): Promise<FeedbackPage> =>
      client.call(feedbackList, { pageNo, pageSize: FEEDBACK_LIST_PAGE_SIZE }),

    /**
     * One image of the member's feedback as a `data:` address for an `<img>` (its bytes travel
     * inside the JSON answer, never as a document of their own).
     *
     * @example
     * img.src = await croupier.feedback.imageUrl(sent.images[0].id);
     */
    imageUrl: async (id: string): Promise<string> => {
      const image = await client.call(feedbackImage, { id });
      return `data:${image.type};base64,${image.dataBase64}`;
    },
  };
}

/**
 * `croupier.feedback`: the help centre's feedback form and list, loading the module on first use.
 *
 * @example
 * const { list } = await croupier.feedback.list();
 */
export interface FeedbackActions extends LazyActions<ReturnType<typeof feedbackActions>> {}
