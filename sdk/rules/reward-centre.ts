import type { Promotion } from '../contract/entities/promotions';
import type { Mission } from '../contract/entities/missions';
import type { VipStatus } from '../contract/entities/vip';
import type { RebateQuote } from '../contract/entities/rebate';
import { promotionAction } from '../shared-rules/promotion-status';
import { toMinorUnits as toMinor } from './money';

/** Where a waiting reward comes from; each is claimed through its own platform call. */
export type RewardSource = 'promotion' | 'raffle' | 'mission' | 'vip' | 'rebate';

/**
 * A reward the member can take now (the reward centre's "waiting" list). `ref` is what its claim
 * names: a promotion or mission id, a VIP level; the rebate has none. `amount` is null when the
 * prize is only known once drawn (a raffle).
 *
 * @example
 * const reward: WaitingReward = { source: 'vip', ref: 2, title: '', amount: 30 };
 */
export interface WaitingReward {
  readonly source: RewardSource;
  readonly ref: number;
  /** The platform's title (promotions, missions); empty for VIP and rebate, which the page names. */
  readonly title: string;
  readonly amount: number | null;
}

/** What the reward centre read from each source; a source it could not read (or may not use) is null. */
export interface RewardSources {
  readonly promotions: readonly Promotion[] | null;
  readonly missions: readonly Mission[] | null;
  readonly vip: VipStatus | null;
  readonly rebate: RebateQuote | null;
}

/**
 * Every reward waiting for the member across promotions (a bonus to claim, a raffle draw),
 * missions done, VIP level-up bonuses and the rebate: the largest first, raffles (amount unknown)
 * last, then by source and reference, so the list does not move between reads.
 *
 * @example
 * waitingRewards({ promotions: [], missions: [], vip: null, rebate: { total: 1.5 } as RebateQuote });
 * // [{ source: 'rebate', ref: 0, title: '', amount: 1.5 }]
 */
export function waitingRewards(sources: RewardSources): WaitingReward[] {
  const found: WaitingReward[] = [];
  for (const p of sources.promotions ?? []) {
    const action = promotionAction(p.kind, p.status);
    if (action === 'claim') found.push({ source: 'promotion', ref: p.id, title: p.title, amount: p.bonus });
    if (action === 'draw') found.push({ source: 'raffle', ref: p.id, title: p.title, amount: null });
  }
  for (const m of sources.missions ?? [])
    if (m.state === 'claimable')
      found.push({ source: 'mission', ref: m.id, title: m.title, amount: m.reward });
  for (const b of sources.vip?.bonuses ?? [])
    if (b.claimedAt === null && b.level <= (sources.vip?.level ?? 0))
      found.push({ source: 'vip', ref: b.level, title: '', amount: b.amount });
  if (sources.rebate && sources.rebate.total > 0)
    found.push({ source: 'rebate', ref: 0, title: '', amount: sources.rebate.total });
  const order: readonly RewardSource[] = ['promotion', 'mission', 'vip', 'rebate', 'raffle'];
  return found.sort(
    (a, b) =>
      (b.amount === null ? -1 : toMinor(b.amount)) - (a.amount === null ? -1 : toMinor(a.amount)) ||
      order.indexOf(a.source) - order.indexOf(b.source) ||
      a.ref - b.ref,
  );
}

/**
 * What the waiting rewards with a known amount add up to, summed in minor units (no
 * floating-point drift), in major units for display.
 *
 * @example
 * waitingTotal([{ source: 'vip', ref: 1, title: '', amount: 0.1 }, { source: 'vip', ref: 2, title: '', amount: 0.2 }]); // 0.3
 */
export function waitingTotal(rewards: readonly WaitingReward[]): number {
  return rewards.reduce((sum, r) => sum + (r.amount === null ? 0 : toMinor(r.amount)), 0) / 100;
}
