/**
 * SPEC §4 Redeem: in process, rejected, approved. A redeem waits `processing` for the operator,
 * who approves it (the reward is sent; its points are spent) or rejects it (its points go back to
 * the member and the reward back into stock). Both are final.
 */

import type { RedeemStatusName } from '../contract/entities/points';

/** What the operator does with a redeem. */
export type RedeemDecision = 'approve' | 'reject';

/**
 * The status a decision moves a redeem to, or null when it stays as it is: only a redeem in
 * process is decided, once, so a second or concurrent decision refunds or spends nothing.
 *
 * @example
 * redeemTransition('processing', 'reject'); // 'rejected'
 * redeemTransition('approved', 'reject'); // null
 */
export function redeemTransition(
  status: RedeemStatusName,
  decision: RedeemDecision,
): RedeemStatusName | null {
  if (status !== 'processing') return null;
  return decision === 'approve' ? 'approved' : 'rejected';
}
