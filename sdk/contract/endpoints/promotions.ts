import { defineEndpoint } from '../endpoint';
import { Type, MAX_PAGE_NO } from '../schema';
import { PROMOTION_COMMENT_MAX } from '../limits';
import {
  MAX_PROMOTION_ID,
  PromotionCategory,
  PromotionClaim,
  PromotionComment,
  PromotionComments,
  PromotionDetail,
  Promotions,
  PromotionStatus,
} from '../entities/promotions';

/*
 * Promotions (SPEC §2 /promotions and /promoDetail, §4 statuses, §5 comments). SPEC names the
 * pages, not their calls: the paths follow the platform's /wps/<area>/<noun> style. The list and
 * the detail answer guests too (a member's token adds their status); everything a member does
 * needs a token, and trial accounts and free-play guests are refused with `in_need_true_account`.
 * The raffle's draw is SPEC's own relay, `raffleClaim` (endpoints/agent.ts).
 */

const PromotionId = Type.Integer({ minimum: 1, maximum: MAX_PROMOTION_ID });
const RequestId = Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' });

/**
 * @example
 * const { list } = await client.call(contract.promotionList, { category: 'casino' });
 */
export const promotionList = defineEndpoint({
  name: 'promotionList',
  method: 'GET',
  path: '/wps/promotion/list',
  auth: 'optional',
  tag: 'common',
  summary:
    "Promotions in the operator's order, of one `category` or all, in the Language header's language, each " +
    "with the caller's status (a guest's: open, comingSoon or closed)",
  request: Type.Object({
    category: Type.Optional(PromotionCategory),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  }),
  response: Promotions,
});

/**
 * @example
 * const promo = await client.call(contract.promotionDetail, { id: 3 });
 * render(sanitize(promo.terms));
 */
export const promotionDetail = defineEndpoint({
  name: 'promotionDetail',
  method: 'GET',
  path: '/wps/promotion/detail',
  auth: 'optional',
  tag: 'common',
  summary:
    "One promotion with its terms (HTML as the operator wrote it: sanitize before showing) and, for a raffle, the prize table and the caller's draws; not_found for an unknown id",
  request: Type.Object({ id: PromotionId }),
  response: PromotionDetail,
});

/**
 * @example
 * const { status } = await client.call(contract.promotionJoin, { promotionId: 3 }); // 'signedUp'
 */
export const promotionJoin = defineEndpoint({
  name: 'promotionJoin',
  method: 'POST',
  path: '/wps/promotion/join',
  auth: 'required',
  caller: 'real-member',
  tag: 'common',
  summary:
    'Signs up for a promotion (kinds signUp, claim and raffle) or applies to it (kind apply: the operator then approves or rejects). Joining again answers the status as it stands. Refusals: promotion_not_open (value.reason notStarted | ended), in_need_true_account',
  request: Type.Object({ promotionId: PromotionId }),
  response: Type.Object({ promotionId: Type.Integer(), status: PromotionStatus }),
});

/**
 * @example
 * const claim = await client.call(contract.promotionClaim, { promotionId: 3, requestId: crypto.randomUUID() });
 */
export const promotionClaim = defineEndpoint({
  name: 'promotionClaim',
  method: 'POST',
  path: '/wps/promotion/claim',
  auth: 'required',
  caller: 'real-member',
  tag: 'common',
  summary:
    "Claims a claim promotion's bonus, paid once into the main wallet from the operator's promotions budget through the ledger. The same requestId for the same promotion answers the same claim; for another 409 idempotency_conflict. Refusals: promotion_action_invalid (not a claim promotion), promotion_not_open, promotion_not_joined (sign up first), promotion_already_claimed (claimed before under another id: nothing more is paid), promotion_unavailable (the budget cannot pay now)",
  request: Type.Object({ promotionId: PromotionId, requestId: RequestId }),
  response: PromotionClaim,
});

/**
 * @example
 * const { list } = await client.call(contract.promotionComments, { promotionId: 3 });
 */
export const promotionComments = defineEndpoint({
  name: 'promotionComments',
  method: 'GET',
  path: '/wps/promotion/comments',
  auth: 'optional',
  tag: 'common',
  summary: "A promotion's comments, newest first; `mine` marks the caller's",
  request: Type.Object({
    promotionId: PromotionId,
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  }),
  response: PromotionComments,
});

/**
 * @example
 * await client.call(contract.promotionComment, { promotionId: 3, content: 'Great promo!' });
 */
export const promotionComment = defineEndpoint({
  name: 'promotionComment',
  method: 'POST',
  path: '/wps/promotion/comment',
  auth: 'required',
  caller: 'real-member',
  tag: 'common',
  summary: `Comments on a promotion: plain text of 1 to ${PROMOTION_COMMENT_MAX} characters (trimmed; SPEC §5), never rendered as HTML. Refusals: promotion_comment_invalid (value {field, reason: required|length, max}), TOO_MANY_REQUESTS past 5 comments in 10 minutes, in_need_true_account`,
  request: Type.Object({
    promotionId: PromotionId,
    // The bound of the wire; the rule (140 code points once trimmed) is answered with its own code.
    content: Type.String({ maxLength: 1_000 }),
  }),
  response: PromotionComment,
});
