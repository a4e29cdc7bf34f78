import { localized } from '../../core/http/language';
import { toAmount } from '../ledger';
import type { Promotion, PromotionComment, PromotionDetail, RaffleDraw, RaffleState } from '@sdk/contract';
import type { PromotionStatusName } from '@sdk/contract/entities/promotions';
import type { CommentRow } from './comments-repository';
import type { DrawRow } from './raffle-repository';
import type { PromotionRow } from './repository';
import type { RaffleStanding } from './standing';

/** Rows as the promotion calls answer them: texts in the request's language, times in epoch ms. */

const ms = (time: Date) => new Date(time).getTime();

export const promotionView = (
  row: PromotionRow,
  status: PromotionStatusName,
  language: string,
): Promotion => ({
  id: row.id,
  category: row.category as Promotion['category'],
  kind: row.kind,
  title: localized(row.title, language),
  summary: localized(row.summary, language),
  startsAt: ms(row.starts_at),
  endsAt: ms(row.ends_at),
  status,
  bonus: row.bonus === null ? null : toAmount(row.bonus),
  // Served by sandbox/vendor/assets/routes.ts under each image CDN.
  imageUrl: `promotions/${row.id}.svg`,
});

export const drawView = (row: DrawRow, language: string): RaffleDraw => ({
  drawId: row.id,
  promotionId: row.promotion_id,
  entry: row.entry,
  prize: localized(row.prize, language),
  amount: toAmount(row.amount),
  drawnAt: ms(row.drawn_at),
});

function raffleView(row: PromotionRow, standing: RaffleStanding, language: string): RaffleState {
  const prizes = row.prizes ?? [];
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return {
    validBetPerDraw: toAmount(row.bet_per_draw ?? 0),
    maxDraws: row.max_draws ?? 0,
    validBet: toAmount(standing.validBet),
    earned: standing.earned,
    drawn: standing.drawn,
    prizes: prizes.map((p) => ({
      prize: localized(p.prize, language),
      amount: toAmount(p.amount),
      chance: Math.round((p.weight * 10_000) / total) / 100,
    })),
    draws: standing.draws.map((d) => drawView(d, language)),
  };
}

export const detailView = (
  row: PromotionRow,
  status: PromotionStatusName,
  standing: RaffleStanding | undefined,
  language: string,
): PromotionDetail => ({
  ...promotionView(row, status, language),
  terms: localized(row.terms, language),
  raffle: row.kind === 'raffle' && standing ? raffleView(row, standing, language) : null,
});

/** An account name with all but its first and last characters hidden. */
export const maskName = (name: string) =>
  name.length <= 2
    ? `${name[0] ?? ''}*`
    : `${name[0]}${'*'.repeat(Math.min(4, name.length - 2))}${name.at(-1)}`;

export const commentView = (row: CommentRow, viewer: number | undefined): PromotionComment => ({
  id: row.id,
  author: maskName(row.username),
  content: row.content,
  createdAt: ms(row.created_at),
  mine: row.account_id === viewer,
});
