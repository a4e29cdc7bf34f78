import type { BetRecord, BetRecordStatus, BettingRecords, GameCategory } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { toAmount } from '../ledger';
import type { CheckedRange } from './range';
import { roundSums, roundsPage, type RoundFilter, type RoundRow, type RoundSums } from '../rounds';

const STATUS: Record<RoundRow['status'], BetRecordStatus> = {
  settled: 'settled',
  rolled_back: 'refunded',
  open: 'open',
  // A partner still deciding on the stake: to the player the bet is placed and waiting.
  pending: 'open',
};

/** A round as the betting records show it: only a settled round has a valid bet and a win or loss. */
export function betView(row: RoundRow): BetRecord {
  const settled = row.status === 'settled';
  return {
    roundId: row.id,
    gameName: row.game_name,
    vendor: row.vendor,
    category: row.category as GameCategory,
    stake: toAmount(row.stake),
    validBet: settled ? toAmount(row.stake) : 0,
    payout: toAmount(row.payout),
    winLoss: settled ? toAmount(row.payout - row.stake) : 0,
    status: STATUS[row.status],
    placedAt: new Date(row.created_at).getTime(),
    settledAt: row.settled_at ? new Date(row.settled_at).getTime() : null,
  };
}

export interface BetQuery {
  readonly category?: string;
  readonly vendor?: string;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** The rounds' sums as a betting record's totals (the member's and a team's alike). */
export const betTotals = (sums: RoundSums) => ({
  count: sums.rounds,
  stake: toAmount(sums.stake),
  validBet: toAmount(sums.valid_bet),
  payout: toAmount(sums.payout),
  winLoss: toAmount(sums.win_loss),
});

/** A page of the member's rounds in the range, and the totals of every round the filter matches. */
export async function bettingRecords(
  db: Queryable,
  accountId: number,
  range: CheckedRange,
  query: BetQuery,
): Promise<BettingRecords> {
  const filter: RoundFilter = {
    accountId,
    start: range.start,
    end: range.end,
    fromDay: range.from,
    toDay: range.to,
    category: query.category ?? null,
    vendor: query.vendor ?? null,
  };
  const [rows, sums] = await Promise.all([
    roundsPage(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    roundSums(db, filter),
  ]);
  return {
    list: rows.map(betView),
    total: sums.rounds,
    totals: betTotals(sums),
  };
}
