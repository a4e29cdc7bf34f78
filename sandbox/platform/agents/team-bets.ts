import type { TeamBet, TeamBets } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { betTotals, betView, type CheckedRange } from '../records';
import { teamRoundSums, teamRoundsPage, type TeamRoundFilter, type TeamRoundRow } from '../rounds';

export interface TeamBetQuery {
  readonly category?: string;
  readonly vendor?: string;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** A team's round as team betting lists it: the member's betting record, with whose it is. */
function teamBetView(row: TeamRoundRow): TeamBet {
  const { settledAt: _, ...bet } = betView(row);
  return { ...bet, username: row.username };
}

/** A page of the accounts' rounds in the range, and the totals of every round the filter matches. */
export async function teamBets(
  db: Queryable,
  accountIds: number[],
  range: CheckedRange,
  query: TeamBetQuery,
): Promise<TeamBets> {
  const filter: TeamRoundFilter = {
    accountIds,
    start: range.start,
    end: range.end,
    fromDay: range.from,
    toDay: range.to,
    category: query.category ?? null,
    vendor: query.vendor ?? null,
  };
  const [rows, sums] = await Promise.all([
    teamRoundsPage(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    teamRoundSums(db, filter),
  ]);
  return {
    list: rows.map(teamBetView),
    total: sums.rounds,
    totals: betTotals(sums),
  };
}
