import { STATEMENT_MAX_DAYS, type ActivityStatement, type StatementDay } from '@sdk/contract';
import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';
import type { Sandbox } from '../../core/context';
import { activityByDay, toAmount, type ActivityDay } from '../ledger';
import { checkedRange } from '../records';

type Figures = Omit<ActivityDay, 'day'>;

const view = (f: Figures): Omit<StatementDay, 'day'> => ({
  deposits: toAmount(f.deposits),
  withdrawals: toAmount(f.withdrawals),
  staked: toAmount(f.staked),
  won: toAmount(f.won),
  // The player's net position at games, as the reality check shows it: won less staked.
  net: toAmount(f.won - f.staked),
});

/**
 * The account activity statement of GMT+8 days `from`–`to` (at most STATEMENT_MAX_DAYS), from the
 * ledger: deposits credited, withdrawals asked for less those refused, stakes (less refunds), wins
 * and the net of play, a row per day that had any, and the totals. The range is checked with the
 * records' rules (date_range_invalid with value.reason).
 */
export async function activityStatement(
  sandbox: Sandbox,
  accountId: number,
  request: { from: string; to: string },
): Promise<ActivityStatement> {
  const range = checkedRange(request, sandbox.now(), STATEMENT_MAX_DAYS);
  const days = await activityByDay(
    sandbox.db,
    accountId,
    { startMs: range.start.getTime(), endMs: range.end.getTime() },
    PLATFORM_TIME_ZONE,
  );
  const totals = days.reduce<Figures>(
    (sum, d) => ({
      deposits: sum.deposits + d.deposits,
      withdrawals: sum.withdrawals + d.withdrawals,
      staked: sum.staked + d.staked,
      won: sum.won + d.won,
    }),
    { deposits: 0, withdrawals: 0, staked: 0, won: 0 },
  );
  return {
    from: range.from,
    to: range.to,
    totals: view(totals),
    days: days.map((d) => ({ day: d.day, ...view(d) })),
  };
}
