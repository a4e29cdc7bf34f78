import { Type, type Static, Money, Timestamp, literalUnion } from '../schema';

/**
 * Promotions (SPEC §2 /promotions and /promoDetail, §4 Activity/promotion statuses). SPEC shows no
 * fields, so the shapes are ours in the platform's style: money decimal with two places, times
 * epoch milliseconds (the pages show them in GMT+8), texts in the Language header's language.
 */

/** What a promotion lets a member do. */
export const PROMOTION_KINDS = ['signUp', 'apply', 'claim', 'raffle'] as const;
/** What a promotion lets a member do (one of `PROMOTION_KINDS`). */
export type PromotionKindName = (typeof PROMOTION_KINDS)[number];

/** SPEC §4's statuses, and `open` (running, nothing done yet). */
export const PROMOTION_STATUSES = [
  'open',
  'comingSoon',
  'closed',
  'signedUp',
  'applying',
  'joined',
  'rejected',
  'claimed',
  'processing',
  'issued',
] as const;
/** Where a promotion stands for the member (one of `PROMOTION_STATUSES`). */
export type PromotionStatusName = (typeof PROMOTION_STATUSES)[number];

/** The categories the list's tabs show. */
export const PROMOTION_CATEGORIES = ['casino', 'sports', 'live', 'newMember', 'raffle'] as const;

/** A promotion's category (one of PROMOTION_CATEGORIES). */
export const PromotionCategory = literalUnion(PROMOTION_CATEGORIES);
export type PromotionCategory = Static<typeof PromotionCategory>;

/** What a promotion lets a member do: sign up, apply, claim a bonus, or draw raffle prizes. */
export const PromotionKind = literalUnion(PROMOTION_KINDS);
export type PromotionKind = Static<typeof PromotionKind>;

/** The member's status in a promotion (SPEC §4, see sdk/shared-rules/promotion-status.ts). */
export const PromotionStatus = literalUnion(PROMOTION_STATUSES);
export type PromotionStatus = Static<typeof PromotionStatus>;

/** The largest id a promotion or comment can have (the database's integer). */
export const MAX_PROMOTION_ID = 2_147_483_647;

/** A promotion as the list shows it. */
export const Promotion = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  category: PromotionCategory,
  kind: PromotionKind,
  title: Type.String(),
  /** One line under the title (plain text). */
  summary: Type.String(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  /** The member's status (a guest's: open, comingSoon or closed). */
  status: PromotionStatus,
  /** A claim promotion's bonus; null for other kinds. */
  bonus: Type.Union([Money, Type.Null()]),
  /** Banner art, relative to one of the brand's image CDNs (system status `imageCDNs`). */
  imageUrl: Type.String(),
});
export type Promotion = Static<typeof Promotion>;

/** A page of promotions, in the operator's order. */
export const Promotions = Type.Object({ list: Type.Array(Promotion), total: Type.Integer() });
export type Promotions = Static<typeof Promotions>;

/** One prize of a raffle's table, with its chance in percent. */
export const RafflePrize = Type.Object({
  prize: Type.String(),
  amount: Money,
  chance: Type.Number(),
});
export type RafflePrize = Static<typeof RafflePrize>;

/** A raffle draw: what it paid, and when. */
export const RaffleDraw = Type.Object({
  drawId: Type.Integer({ minimum: 1 }),
  promotionId: Type.Integer({ minimum: 1 }),
  /** Which of the member's draws in this raffle (1, 2, …). */
  entry: Type.Integer({ minimum: 1 }),
  prize: Type.String(),
  amount: Money,
  drawnAt: Timestamp,
});
export type RaffleDraw = Static<typeof RaffleDraw>;

/** How a member earns raffle draws, and where they stand. */
export const RaffleState = Type.Object({
  /** Valid bet since signing up that earns one draw. */
  validBetPerDraw: Money,
  /** The most draws one member can earn from bets. */
  maxDraws: Type.Integer({ minimum: 0 }),
  /** The member's valid bets since they signed up (0 for a guest). */
  validBet: Money,
  /** Draws earned (from bets, and those the operator granted) and drawn so far. */
  earned: Type.Integer({ minimum: 0 }),
  drawn: Type.Integer({ minimum: 0 }),
  prizes: Type.Array(RafflePrize),
  /** The member's draws, newest first. */
  draws: Type.Array(RaffleDraw),
});
export type RaffleState = Static<typeof RaffleState>;

/** A promotion as its detail page shows it. */
export const PromotionDetail = Type.Object({
  ...Promotion.properties,
  /** The terms as the operator wrote them: HTML, to be sanitized before it is shown. */
  terms: Type.String(),
  /** A raffle's state; null for other kinds. */
  raffle: Type.Union([RaffleState, Type.Null()]),
});
export type PromotionDetail = Static<typeof PromotionDetail>;

/** A bonus claimed from a promotion. */
export const PromotionClaim = Type.Object({
  promotionId: Type.Integer({ minimum: 1 }),
  /** What the main wallet was credited. */
  amount: Money,
  claimedAt: Timestamp,
  status: PromotionStatus,
});
export type PromotionClaim = Static<typeof PromotionClaim>;

/** A comment on a promotion: plain text, shown as text. */
export const PromotionComment = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** The author's account, masked but for its first and last characters. */
  author: Type.String(),
  content: Type.String(),
  createdAt: Timestamp,
  /** Whether the caller wrote it. */
  mine: Type.Boolean(),
});
export type PromotionComment = Static<typeof PromotionComment>;

/** A page of a promotion's comments, newest first. */
export const PromotionComments = Type.Object({ list: Type.Array(PromotionComment), total: Type.Integer() });
export type PromotionComments = Static<typeof PromotionComments>;
