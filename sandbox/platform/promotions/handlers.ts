import type { HandlerTable } from '../../core/http/handler';
import { notFound } from '../../core/http/fault';
import { toAmount } from '../ledger';
import { claimPromotion } from './claim';
import { postComment } from './comments';
import { commentsPage, countComments } from './comments-repository';
import { joinPromotion } from './join';
import { realMemberOf } from '../accounts';
import { viewerOf } from './member';
import { drawRaffle } from './raffle';
import { countPromotions, findPromotion, memberRow, memberRows, promotionsPage } from './repository';
import { raffleStanding, statusOf } from './standing';
import { commentView, detailView, drawView, promotionView } from './views';

/** The promotion calls (sdk/contract/endpoints/promotions.ts) and SPEC's raffle relay. */
export const promotionHandlers: HandlerTable = {
  async promotionList({ category, pageNo = 1, pageSize = 20 }, ctx) {
    const { db } = ctx.sandbox;
    const [rows, total] = await Promise.all([
      promotionsPage(db, category, pageSize, (pageNo - 1) * pageSize),
      countPromotions(db, category),
    ]);
    const viewer = viewerOf(ctx);
    const members =
      viewer === undefined
        ? []
        : await memberRows(
            db,
            viewer,
            rows.map((r) => r.id),
          );
    const now = ctx.sandbox.now();
    const list = await Promise.all(
      rows.map(async (row) => {
        const member = members.find((m) => m.promotion_id === row.id);
        const raffle =
          row.kind === 'raffle' && member ? await raffleStanding(db, row, member, now) : undefined;
        return promotionView(row, statusOf(row, member, now, raffle), ctx.language);
      }),
    );
    return { list, total };
  },

  async promotionDetail({ id }, ctx) {
    const { db } = ctx.sandbox;
    const row = await findPromotion(db, id);
    if (!row) throw notFound('No such promotion');
    const viewer = viewerOf(ctx);
    const member = viewer === undefined ? undefined : await memberRow(db, id, viewer);
    const now = ctx.sandbox.now();
    const standing = row.kind === 'raffle' ? await raffleStanding(db, row, member, now) : undefined;
    return detailView(row, statusOf(row, member, now, standing), standing, ctx.language);
  },

  async promotionJoin({ promotionId }, ctx) {
    const status = await joinPromotion(ctx.sandbox, realMemberOf(ctx).accountId, promotionId);
    return { promotionId, status };
  },

  async promotionClaim(input, ctx) {
    const row = await claimPromotion(ctx.sandbox, realMemberOf(ctx).accountId, input);
    return {
      promotionId: row.promotion_id,
      amount: toAmount(row.claimed_amount!),
      claimedAt: new Date(row.claimed_at!).getTime(),
      status: 'claimed' as const,
    };
  },

  async promotionComments({ promotionId, pageNo = 1, pageSize = 20 }, ctx) {
    const { db } = ctx.sandbox;
    if (!(await findPromotion(db, promotionId))) throw notFound('No such promotion');
    const [rows, total] = await Promise.all([
      commentsPage(db, promotionId, pageSize, (pageNo - 1) * pageSize),
      countComments(db, promotionId),
    ]);
    const viewer = viewerOf(ctx);
    return { list: rows.map((row) => commentView(row, viewer)), total };
  },

  async promotionComment(input, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    return commentView(await postComment(ctx.sandbox, accountId, input), accountId);
  },

  async raffleClaim(input, ctx) {
    const { draw, standing } = await drawRaffle(ctx.sandbox, realMemberOf(ctx).accountId, input);
    return { ...drawView(draw, ctx.language), earned: standing.earned, drawn: standing.drawn };
  },
};
