import { describe, expect, it } from 'vitest';
import { promotionAction, promotionStatus, type PromotionMemberState } from './promotion-status';
import { type PromotionStatusName } from '../contract/entities/promotions';
import { type PromotionKindName } from '../contract/entities/promotions';

const START = 1_000;
const END = 2_000;
const BEFORE = 500;
const DURING = 1_500;
const AFTER = 2_500;

type Row = [
  PromotionKindName,
  number,
  PromotionMemberState | undefined,
  { waiting?: number; done?: number },
  PromotionStatusName,
];

describe('SPEC §4 promotion statuses: dates and the member’s row → status', () => {
  it.each<Row>([
    // Dates alone.
    ['signUp', BEFORE, undefined, {}, 'comingSoon'],
    ['signUp', DURING, undefined, {}, 'open'],
    ['signUp', AFTER, undefined, {}, 'closed'],
    ['signUp', END, undefined, {}, 'closed'],
    ['signUp', START, undefined, {}, 'open'],
    // Coming soon wins over anything a row says.
    ['claim', BEFORE, 'signedUp', {}, 'comingSoon'],
    // Sign up.
    ['signUp', DURING, 'signedUp', {}, 'signedUp'],
    ['signUp', AFTER, 'signedUp', {}, 'closed'],
    // Apply: the operator decides.
    ['apply', DURING, 'applying', {}, 'applying'],
    ['apply', DURING, 'approved', {}, 'joined'],
    ['apply', DURING, 'rejected', {}, 'rejected'],
    ['apply', AFTER, 'applying', {}, 'closed'],
    ['apply', AFTER, 'rejected', {}, 'rejected'],
    // Claim: sign up, then claim once; a claim stays shown after the end.
    ['claim', DURING, 'signedUp', {}, 'signedUp'],
    ['claim', DURING, 'claimed', {}, 'claimed'],
    ['claim', AFTER, 'claimed', {}, 'claimed'],
    ['claim', AFTER, 'signedUp', {}, 'closed'],
    // Raffle: joined, processing while a draw waits, issued once drawn.
    ['raffle', DURING, 'signedUp', {}, 'joined'],
    ['raffle', DURING, 'signedUp', { waiting: 1 }, 'processing'],
    ['raffle', DURING, 'signedUp', { waiting: 1, done: 2 }, 'processing'],
    ['raffle', DURING, 'signedUp', { done: 1 }, 'issued'],
    ['raffle', AFTER, 'signedUp', { done: 1 }, 'issued'],
    ['raffle', AFTER, 'signedUp', { waiting: 1 }, 'closed'],
    ['raffle', AFTER, 'signedUp', {}, 'closed'],
  ])('%s at %i with %s %o → %s', (kind, now, member, draws, status) => {
    expect(
      promotionStatus({
        kind,
        startsAt: START,
        endsAt: END,
        now,
        member,
        drawsWaiting: draws.waiting,
        drawsDone: draws.done,
      }),
    ).toBe(status);
  });
});

describe('the action a promotion offers', () => {
  it.each<[PromotionKindName, PromotionStatusName, string | null]>([
    ['signUp', 'open', 'signUp'],
    ['claim', 'open', 'signUp'],
    ['raffle', 'open', 'signUp'],
    ['apply', 'open', 'apply'],
    ['claim', 'signedUp', 'claim'],
    ['signUp', 'signedUp', null],
    ['raffle', 'processing', 'draw'],
    ['raffle', 'joined', null],
    ['claim', 'claimed', null],
    ['apply', 'applying', null],
    ['claim', 'comingSoon', null],
    ['claim', 'closed', null],
  ])('%s, %s → %s', (kind, status, action) => {
    expect(promotionAction(kind, status)).toBe(action);
  });
});
