import type { LazyActions } from './lazy-actions';
import { raffleClaim } from '../contract/endpoints/agent';
import {
  promotionClaim,
  promotionComment,
  promotionComments,
  promotionDetail,
  promotionJoin,
  promotionList,
} from '../contract/endpoints/promotions';
import type { PromotionCategory } from '../contract/entities/promotions';
import { requestIds } from '../rules/request-ids';
import type { Core } from './core';
import { sendOnce } from './idempotent';

/**
 * Promotions (SPEC §2 /promotions and /promoDetail): the list by category, a promotion's detail,
 * signing up or applying, claiming a bonus, drawing a raffle prize, and the comments. A claim and a
 * draw carry an idempotency id kept until answered, so a double click or a retry pays once; the
 * balance is read again after either pays.
 */
export function promotionActions(core: Core, refreshBalance: () => Promise<void>) {
  const { client } = core;
  const claimIds = requestIds();
  const drawIds = requestIds();
  const paid = <T>(answer: T): T => {
    void refreshBalance().catch(() => undefined);
    return answer;
  };

  return {
    /**
     * Promotions of a category (or all), each with the member's status.
     *
     * @example
     * const { list } = await croupier.promotions.list('casino');
     */
    list: (category?: PromotionCategory, pageNo = 1, pageSize = 50) =>
      client.call(promotionList, { ...(category ? { category } : {}), pageNo, pageSize }),

    /**
     * One promotion with its terms (HTML: render it sanitized) and, for a raffle, its prizes and draws.
     *
     * @example
     * const promo = await croupier.promotions.detail(2);
     */
    detail: (id: number) => client.call(promotionDetail, { id }),

    /**
     * Signs up for a promotion, or applies to it; answers the member's new status.
     *
     * @example
     * const { status } = await croupier.promotions.join(1); // 'signedUp'
     */
    join: (promotionId: number) => client.call(promotionJoin, { promotionId }),

    /**
     * Claims a claim promotion's bonus into the main wallet (once per member).
     *
     * @example
     * const { amount } = await croupier.promotions.claim(1);
     */
    claim: (promotionId: number) =>
      sendOnce(claimIds, { promotionId }, (requestId) =>
        client.call(promotionClaim, { promotionId, requestId }).then(paid),
      ),

    /**
     * Draws the prize of one raffle draw waiting (SPEC's MCSFE_claimRaffle, the platform's
     * MCS2_claimRafflePromotion) and credits it.
     *
     * @example
     * const { prize, amount } = await croupier.promotions.draw(2);
     */
    draw: (promotionId: number) =>
      sendOnce(drawIds, { promotionId }, (requestId) =>
        client.call(raffleClaim, { promotionId, requestId }).then(paid),
      ),

    /**
     * A promotion's comments, newest first.
     *
     * @example
     * const { list } = await croupier.promotions.comments(1);
     */
    comments: (promotionId: number, pageNo = 1, pageSize = 20) =>
      client.call(promotionComments, { promotionId, pageNo, pageSize }),

    /**
     * Posts a comment (plain text, at most 140 characters: check it with `commentProblem` first).
     *
     * @example
     * await croupier.promotions.comment(1, 'Great promotion!');
     */
    comment: (promotionId: number, content: string) =>
      client.call(promotionComment, { promotionId, content }),
  };
}

/**
 * `croupier.promotions`: the promotions list and detail, sign-up, claims, raffle draws and
 * comments, each loading the module on first use.
 *
 * @example
 * const { list } = await croupier.promotions.list();
 */
export interface PromotionActions extends LazyActions<ReturnType<typeof promotionActions>> {}
