import type { HandlerTable } from '../../core/http/handler';
import { toAmount } from '../ledger';
import { reachedLevels } from '@sdk/shared-rules/vip-rules';
import { claimBonus } from './claim';
import { realMemberOf } from '../accounts';
import { bonusesOf, levelRows, type LevelRow } from './repository';
import { standingOf } from './standing';

const levelView = (row: LevelRow) => ({
  level: row.level,
  threshold: toAmount(row.threshold),
  levelBonus: toAmount(row.level_bonus),
  rebateBonusBps: row.rebate_bonus_bps,
  dailyWithdrawLimit: toAmount(row.daily_withdraw_limit),
  dailyWithdrawCount: row.daily_withdraw_count,
  benefits: row.benefits,
});

/** The VIP page's calls (sdk/contract/endpoints/vip.ts). */
export const vipHandlers: HandlerTable = {
  vipLevels: async (_input, ctx) => ({ list: (await levelRows(ctx.sandbox.db)).map(levelView) }),

  async vipStatus(_input, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const { db } = ctx.sandbox;
    const [standing, paid] = await Promise.all([standingOf(db, accountId), bonusesOf(db, accountId)]);
    const reached = reachedLevels(standing.levels, standing.turnover);
    const bonuses = standing.levels
      .filter((row) => row.level_bonus > 0 && reached.includes(row.level))
      .map((row) => {
        const claim = paid.find((p) => p.level === row.level);
        return {
          level: row.level,
          amount: toAmount(claim?.amount ?? row.level_bonus),
          claimedAt: claim ? claim.created_at.getTime() : null,
        };
      });
    return {
      level: standing.level,
      turnover: toAmount(standing.turnover),
      nextLevel: standing.nextLevel,
      toNext: toAmount(standing.toNext),
      progressBps: standing.progressBps,
      bonuses,
    };
  },

  async vipClaimBonus(input, ctx) {
    const row = await claimBonus(ctx.sandbox, realMemberOf(ctx).accountId, input);
    return { level: row.level, amount: toAmount(row.amount), claimedAt: row.created_at.getTime() };
  },
};
