import type { Queryable } from '../../core/db/database';
import { validBetOf } from '../rounds';
import { promotionStatus } from '@sdk/shared-rules/promotion-status';
import { type PromotionStatusName } from '@sdk/contract/entities/promotions';
import type { MemberRow, PromotionRow } from './repository';
import { countGrants, drawsOf, type DrawRow } from './raffle-repository';

/** Where a member stands in a raffle: what they bet since signing up, the draws earned and drawn. */
export interface RaffleStanding {
  /** Minor units. */
  validBet: number;
  earned: number;
  drawn: number;
  draws: DrawRow[];
}

/**
 * A draw per `bet_per_draw` of valid bet (settled rounds: an open bet earns nothing until it
 * settles, a cancelled one never) since the member signed up (at most `max_draws`), plus those the
 * operator granted; draws already drawn stay drawn.
 */
export async function raffleStanding(
  db: Queryable,
  promotion: PromotionRow,
  member: MemberRow | undefined,
  now: Date,
): Promise<RaffleStanding> {
  if (!member) return { validBet: 0, earned: 0, drawn: 0, draws: [] };
  const [validBet, grants, draws] = await Promise.all([
    validBetOf(db, member.account_id, { from: member.joined_at, to: now }),
    countGrants(db, promotion.id, member.account_id),
    drawsOf(db, promotion.id, member.account_id),
  ]);
  const fromBets = Math.min(promotion.max_draws ?? 0, Math.floor(validBet / (promotion.bet_per_draw ?? 1)));
  return { validBet, earned: fromBets + grants, drawn: draws.length, draws };
}

/** The member's status in a promotion (sdk/shared-rules/promotion-status.ts) at `now`. */
export function statusOf(
  promotion: PromotionRow,
  member: MemberRow | undefined,
  now: Date,
  raffle?: RaffleStanding,
): PromotionStatusName {
  return promotionStatus({
    kind: promotion.kind,
    startsAt: new Date(promotion.starts_at).getTime(),
    endsAt: new Date(promotion.ends_at).getTime(),
    now: now.getTime(),
    member: member?.state,
    drawsWaiting: raffle ? Math.max(0, raffle.earned - raffle.drawn) : 0,
    drawsDone: raffle?.drawn ?? 0,
  });
}

/** Why a promotion takes no action now, if it does not: not started yet, or ended. */
export function closedReason(promotion: PromotionRow, now: Date): 'notStarted' | 'ended' | undefined {
  if (now < new Date(promotion.starts_at)) return 'notStarted';
  if (now >= new Date(promotion.ends_at)) return 'ended';
  return undefined;
}
