import type { Croupier } from '@sdk/runtime';
import type { RewardSources, WaitingReward } from '@sdk/rules/reward-centre';

/**
 * Reads every source of waiting rewards at once. A source that fails to answer counts as null
 * (the page says some rewards could not be read) rather than hiding what the others answered;
 * the rebate is read only with its flag (MANPLAYREB3), as its page is.
 */
export async function readSources(croupier: Croupier): Promise<{ sources: RewardSources; failed: boolean }> {
  const settled = await Promise.allSettled([
    croupier.promotions.list().then((p) => p.list),
    croupier.missions.list().then((m) => m.list),
    croupier.vip.status(),
    croupier.state.flag('MANPLAYREB3') ? croupier.rebate.quote() : Promise.resolve(null),
  ] as const);
  const value = <T>(s: PromiseSettledResult<T>) => (s.status === 'fulfilled' ? s.value : null);
  return {
    sources: {
      promotions: value(settled[0]),
      missions: value(settled[1]),
      vip: value(settled[2]),
      rebate: value(settled[3]),
    },
    failed: settled.some((s) => s.status === 'rejected'),
  };
}

/** Claims a waiting reward through its own platform call; answers what it paid, when known. */
export async function claimReward(
  croupier: Croupier,
  reward: WaitingReward,
): Promise<{ amount: number | null; prize?: string }> {
  switch (reward.source) {
    case 'promotion':
      return { amount: (await croupier.promotions.claim(reward.ref)).amount };
    case 'raffle': {
      const draw = await croupier.promotions.draw(reward.ref);
      return { amount: draw.amount, prize: draw.prize };
    }
    case 'mission':
      return { amount: (await croupier.missions.claim(reward.ref)).reward };
    case 'vip':
      return { amount: (await croupier.vip.claimBonus(reward.ref)).amount };
    case 'rebate':
      return { amount: (await croupier.rebate.claim(reward.amount ?? 0)).amount };
  }
}
