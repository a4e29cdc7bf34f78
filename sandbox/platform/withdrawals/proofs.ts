import { Fault } from '../../core/http/fault';
import { checkImages, type CheckedImage } from '../../core/http/image-uploads';
import { type ProofProblem } from '@sdk/shared-rules/withdraw-proof';
import { MAX_PROOFS } from '@sdk/contract/limits';
import type { WithdrawProofUpload } from '@sdk/contract/entities/withdraw';

export type CheckedProof = CheckedImage;

export const proofInvalid = (index: number, reason: ProofProblem) =>
  new Fault(400, 'withdraw_proof_invalid', 'Attach 1 to 3 PNG or JPEG images of at most 5 MB each', {
    field: 'proofs',
    index,
    reason,
  });

/**
 * Checks the proofs of a `not_received` answer and decodes them: 1 to 3 images, each within 5 MB,
 * and each what its bytes say it is (the declared type must match the file's signature, so a GIF
 * or a script labelled image/png is refused). The same rules as the browser's form (sdk/contract/
 * withdraw-proof.ts), judged again here by the checker feedback images share (http/image-uploads.ts).
 */
export const checkProofs = (uploads: readonly WithdrawProofUpload[]): CheckedProof[] =>
  checkImages(uploads, { min: 1, max: MAX_PROOFS, refuse: proofInvalid });
