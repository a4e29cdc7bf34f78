import type { HandlerTable } from '../../core/http/handler';
import { toAmount } from '../ledger';
import { maskUsername, missionWindow } from '@sdk/shared-rules/mission-rules';
import { claimMission } from './claim';
import { realMemberOf } from '../accounts';
import { memberMissions } from './progress';
import { validBetLeaders } from '../rounds';

/** How many members the weekly board shows. */
const BOARD_SIZE = 20;

/** The missionLeaderboard page's calls (sdk/contract/endpoints/missions.ts). */
export const missionHandlers: HandlerTable = {
  async missionList(_input, ctx) {
    const list = await memberMissions(
      ctx.sandbox.db,
      realMemberOf(ctx).accountId,
      ctx.sandbox.now(),
      ctx.language,
    );
    return { list, available: list.filter((m) => m.state === 'claimable').length };
  },

  async missionAvailable(_input, ctx) {
    const list = await memberMissions(
      ctx.sandbox.db,
      realMemberOf(ctx).accountId,
      ctx.sandbox.now(),
      ctx.language,
    );
    return { count: list.filter((m) => m.state === 'claimable').length };
  },

  async missionClaim(input, ctx) {
    const row = await claimMission(ctx.sandbox, realMemberOf(ctx).accountId, input);
    return {
      missionId: row.mission_id,
      periodStart: new Date(row.period_start).getTime(),
      reward: toAmount(row.reward_minor),
      claimedAt: new Date(row.created_at).getTime(),
    };
  },

  async missionLeaderboard(_input, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const week = missionWindow('weekly', ctx.sandbox.now().getTime());
    const rows = await validBetLeaders(
      ctx.sandbox.db,
      { from: new Date(week.startMs), to: new Date(week.endMs) },
      accountId,
      BOARD_SIZE,
    );
    const view = (r: (typeof rows)[number]) => ({
      rank: r.rank,
      username: maskUsername(r.username),
      validBet: toAmount(Number(r.staked)),
    });
    const mine = rows.find((r) => r.account_id === accountId);
    return {
      weekStart: week.startMs,
      weekEnd: week.endMs,
      list: rows.filter((r) => r.rank <= BOARD_SIZE).map(view),
      me: mine ? view(mine) : null,
    };
  },
};
