/**
 * SPEC §4 Activity/promotion statuses: joined, applying, claimed, issued, rejected, closed, coming
 * soon, processing, signed up. SPEC lists them without saying when each holds; this is our reading,
 * one rule shared by the sandbox (which answers it) and the pages (which show it and the button).
 *
 * What a member can do depends on the promotion's kind:
 * - `signUp`: the member signs up and then takes part (`signedUp`);
 * - `apply`: the member applies (`applying`), the operator approves (`joined`) or rejects
 *   (`rejected`);
 * - `claim`: the member signs up (`signedUp`), then claims a bonus paid once (`claimed`);
 * - `raffle`: the member signs up (`joined`), earns draws from valid bets (`processing` while a
 *   draw waits), and each draw pays a prize (`issued` once every draw earned is drawn).
 * Before its start a promotion is `comingSoon`; after its end `closed`, unless the member's own
 * outcome is final (claimed, issued, rejected) and stays shown. `open`: running, and the member has
 * done nothing in it yet (not one of SPEC's words: a promotion a guest sees has no status of its own).
 */

import type { PromotionKindName, PromotionStatusName } from '../contract/entities/promotions';

/** Where the member's own row of a promotion stands (none: they have not taken part). */
export const PROMOTION_MEMBER_STATES = ['signedUp', 'applying', 'approved', 'rejected', 'claimed'] as const;
export type PromotionMemberState = (typeof PROMOTION_MEMBER_STATES)[number];

/** What the rule reads: the promotion's dates and kind, the clock, and the member's part in it. */
export interface PromotionStatusInput {
  kind: PromotionKindName;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  now: number;
  /** The member's row; undefined for a guest or a member who has not taken part. */
  member?: PromotionMemberState;
  /** Raffle draws the member earned and has not drawn yet. */
  drawsWaiting?: number;
  /** Raffle draws the member drew. */
  drawsDone?: number;
}

/**
 * The member's status in a promotion.
 *
 * @example
 * promotionStatus({ kind: 'claim', startsAt: 0, endsAt: 10, now: 5, member: 'signedUp' }); // 'signedUp'
 * promotionStatus({ kind: 'claim', startsAt: 0, endsAt: 10, now: 11, member: 'claimed' }); // 'claimed'
 */
export function promotionStatus(input: PromotionStatusInput): PromotionStatusName {
  const { kind, member, now } = input;
  if (now < input.startsAt) return 'comingSoon';
  const ended = now >= input.endsAt;
  if (member === 'rejected' || member === 'claimed') return member;
  if (kind === 'raffle' && member) {
    const waiting = input.drawsWaiting ?? 0;
    if (waiting > 0 && !ended) return 'processing';
    if ((input.drawsDone ?? 0) > 0) return 'issued';
  }
  if (ended) return 'closed';
  if (!member) return 'open';
  if (member === 'applying') return 'applying';
  if (member === 'approved' || kind === 'raffle') return 'joined';
  return 'signedUp';
}

/** The one thing a member can do next in a promotion, if any. */
export type PromotionAction = 'signUp' | 'apply' | 'claim' | 'draw';

/**
 * The action a promotion offers its member now: sign up or apply while it is open, claim once
 * signed up, draw while a raffle draw waits; nothing otherwise.
 *
 * @example
 * promotionAction('claim', 'open'); // 'signUp'
 * promotionAction('claim', 'signedUp'); // 'claim'
 * promotionAction('claim', 'claimed'); // null
 */
export function promotionAction(
  kind: PromotionKindName,
  status: PromotionStatusName,
): PromotionAction | null {
  if (status === 'open') return kind === 'apply' ? 'apply' : 'signUp';
  if (kind === 'claim' && status === 'signedUp') return 'claim';
  if (kind === 'raffle' && status === 'processing') return 'draw';
  return null;
}
