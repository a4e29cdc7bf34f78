import type { TeamFigures, TeamOverview } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { kindSumsOf, toAmount } from '../ledger';
import { countRegistered } from './repository';
import { periodRoundSums, sumsByDay } from '../rounds';
import { lastDays, overviewPeriods, type Period } from './periods';

/**
 * Ledger kinds the overview reads. A withdrawal leaves the wallet as `withdrawal` when it is asked
 * for, and a rejected one comes back as `withdrawal_return`, so the team's withdrawals are the one
 * less the other. Salaries and dividends are posted by the contracts with these two kinds.
 */
const TEAM_KINDS = ['deposit', 'withdrawal', 'withdrawal_return'] as const;
const INCOME_KINDS = ['salary', 'dividend'] as const;

/** The overview's daily chart: the last 30 days. */
const CHART_DAYS = 30;

/** Net amounts by kind, summed over every owner (minor units; absent kinds 0). */
const byKind = (rows: { kind: string; amountMinor: number }[]) => {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.kind, (sums.get(r.kind) ?? 0) + r.amountMinor);
  return (kind: string) => sums.get(kind) ?? 0;
};

/** The team's figures over one period, and the agent's own income in it. */
async function figures(db: Queryable, agentId: number, ids: number[], p: Period): Promise<TeamFigures> {
  const [newMembers, rounds, team, own] = await Promise.all([
    countRegistered(db, ids, new Date(p.startMs), new Date(p.endMs)),
    periodRoundSums(db, ids, p.from, p.to),
    kindSumsOf(db, ids, TEAM_KINDS, p),
    kindSumsOf(db, [agentId], INCOME_KINDS, p),
  ]);
  const moved = byKind(team);
  const income = byKind(own);
  return {
    newMembers,
    activePlayers: rounds.active,
    deposits: toAmount(moved('deposit')),
    // Debits are negative in the ledger: a withdrawal of 50 is -50, its return +50.
    withdrawals: toAmount(-(moved('withdrawal') + moved('withdrawal_return'))),
    stake: toAmount(rounds.valid_bet),
    payout: toAmount(rounds.payout),
    teamNet: toAmount(rounds.valid_bet - rounds.payout),
    income: toAmount(INCOME_KINDS.reduce((sum, kind) => sum + income(kind), 0)),
  };
}

/** Team overview: size, today, this week and this month (GMT+8), and 30 days of team net. */
export async function teamOverview(
  db: Queryable,
  agentId: number,
  team: ReadonlyMap<number, number>,
  now: Date,
): Promise<TeamOverview> {
  const ids = [...team.keys()];
  const periods = overviewPeriods(now);
  const days = lastDays(now, CHART_DAYS);
  const [today, week, month, daily] = await Promise.all([
    figures(db, agentId, ids, periods.today),
    figures(db, agentId, ids, periods.week),
    figures(db, agentId, ids, periods.month),
    sumsByDay(db, ids, days[0]!, days[days.length - 1]!),
  ]);
  const netByDay = new Map(daily.map((d) => [d.day, d.valid_bet - d.payout]));
  return {
    teamSize: ids.length,
    today,
    week,
    month,
    daily: days.map((day) => ({ day, teamNet: toAmount(netByDay.get(day) ?? 0) })),
  };
}
