import type { Fault } from './fault';
import { proofError, sniffImageType, type ProofProblem } from '@sdk/shared-rules/withdraw-proof';
import { wholeImageType } from '@sdk/shared-rules/image-structure';

/** An image as a form uploads it (withdrawal proofs, feedback): the bytes in base64. */
export interface ImageUpload {
  name: string;
  /** What the browser claims: only compared with what the bytes say. */
  type: string;
  dataBase64: string;
}

export interface CheckedImage {
  name: string;
  /** What the bytes say (equal to the claim, which was checked against them). */
  type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/** What a form's images must be, and how a refusal is told. */
export interface ImageRules {
  min: number;
  max: number;
  /** The refusal for the image at `index` (for `count`: the first one missing or past the limit). */
  refuse(index: number, reason: ProofProblem): Fault;
  /**
   * Also refuse bytes after the image's end (sdk/shared-rules/image-structure.ts): a polyglot's hiding
   * place. Off for withdrawal proofs, which have always been judged by their first bytes.
   */
  whole?: boolean;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes a base64 text holds, measured before it is decoded (a huge text is refused without
 * allocating it); -1 when it is not base64 at all.
 */
function decodedLength(text: string): number {
  if (text.length % 4 !== 0) return -1;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/**
 * Checks a form's images and decodes them: how many, then each one's size (from the text's
 * length, before decoding) and type, where the claimed type must be what the bytes themselves say
 * (a GIF, an SVG or a page labelled image/png is refused). The browser's form judges them by the
 * same contract rules (sdk/shared-rules/withdraw-proof.ts); they are judged again here, since a form
 * is only a convenience. The first problem is thrown, with its index.
 */
export function checkImages(uploads: readonly ImageUpload[], rules: ImageRules): CheckedImage[] {
  if (uploads.length < rules.min) throw rules.refuse(uploads.length, 'count');
  if (uploads.length > rules.max) throw rules.refuse(rules.max, 'count');
  return uploads.map((upload, index) => {
    const size = decodedLength(upload.dataBase64);
    // The size first: it needs no decoding; an empty or broken text is no image of any type.
    const problem = size < 0 ? 'type' : proofError({ type: upload.type, size }, index);
    if (problem) throw rules.refuse(index, problem);
    if (!BASE64.test(upload.dataBase64)) throw rules.refuse(index, 'type');
    const bytes = Buffer.from(upload.dataBase64, 'base64');
    const type = rules.whole ? wholeImageType(bytes) : sniffImageType(bytes);
    if (type === null || type !== upload.type) throw rules.refuse(index, 'type');
    return { name: upload.name, type, bytes };
  });
}
