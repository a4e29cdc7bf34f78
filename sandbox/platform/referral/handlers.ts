import type { HandlerTable } from '../../core/http/handler';
import { toAmount } from '../ledger';
import { maskUsername } from '@sdk/shared-rules/mission-rules';
import { realMemberOf } from '../accounts';
import { memberCode } from './code';
import { friendsPage, referralRule, referralTotals } from './repository';
import { catchUpRewards } from './reward';

/** The referral page's calls (sdk/contract/endpoints/missions.ts). */
export const referralHandlers: HandlerTable = {
  async referralInfo(_input, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const { db } = ctx.sandbox;
    await catchUpRewards(ctx.sandbox, accountId);
    const [affiliateCode, rule, totals] = await Promise.all([
      memberCode(db, accountId),
      referralRule(db),
      referralTotals(db, accountId),
    ]);
    return {
      affiliateCode,
      sharePercent: rule.shareBp / 100,
      cap: toAmount(rule.capMinor),
      minDeposit: toAmount(rule.minDepositMinor),
      friends: totals.friends,
      rewarded: totals.rewarded,
      earned: toAmount(Number(totals.earned)),
    };
  },

  async referralFriends({ pageNo = 1, pageSize = 10 }, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const { db } = ctx.sandbox;
    await catchUpRewards(ctx.sandbox, accountId);
    const [rows, totals] = await Promise.all([
      friendsPage(db, accountId, pageSize, (pageNo - 1) * pageSize),
      referralTotals(db, accountId),
    ]);
    return {
      list: rows.map((r) => ({
        username: maskUsername(r.username),
        registeredAt: new Date(r.created_at).getTime(),
        deposited: r.deposited,
        earned: toAmount(Number(r.reward_minor ?? 0)),
        status: r.reward_minor !== null ? 'paid' : r.hold ? 'withheld' : r.deposited ? 'playing' : 'waiting',
        withheld: r.hold,
      })),
      total: totals.friends,
    };
  },
};
