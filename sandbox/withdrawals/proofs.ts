import { Fault } from '../http/fault';
import { MAX_PROOFS, proofError, sniffImageType, type ProofProblem } from '../../sdk/contract/withdraw-proof';
import type { WithdrawProofUpload } from '../../sdk/contract/entities/withdraw';

export interface CheckedProof {
  name: string;
  type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export const proofInvalid = (index: number, reason: ProofProblem) =>
  new Fault(400, 'withdraw_proof_invalid', 'Attach 1 to 3 PNG or JPEG images of at most 5 MB each', {
    field: 'proofs',
    index,
    reason,
  });

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
 * Checks the proofs of a `not_received` answer and decodes them: 1 to 3 images, each within 5 MB,
 * and each what its bytes say it is (the declared type must match the file's signature, so a GIF
 * or a script labelled image/png is refused). The same rules as the browser's form (sdk/contract/
 * withdraw-proof.ts), judged again here: the form is only a convenience.
 */
export function checkProofs(uploads: readonly WithdrawProofUpload[]): CheckedProof[] {
  if (uploads.length === 0) throw proofInvalid(0, 'count');
  if (uploads.length > MAX_PROOFS) throw proofInvalid(MAX_PROOFS, 'count');
  return uploads.map((upload, index) => {
    const size = decodedLength(upload.dataBase64);
    // The size first: it needs no decoding; an empty or broken text is no image of any type.
    const problem = size < 0 ? 'type' : proofError({ type: upload.type, size }, index);
    if (problem) throw proofInvalid(index, problem);
    if (!BASE64.test(upload.dataBase64)) throw proofInvalid(index, 'type');
    const bytes = Buffer.from(upload.dataBase64, 'base64');
    if (sniffImageType(bytes) !== upload.type) throw proofInvalid(index, 'type');
    return { name: upload.name, type: upload.type, bytes };
  });
}
