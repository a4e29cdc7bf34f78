import type { Bonus, BonusPage, BonusStateName } from '@sdk/contract/entities/bonuses';
import type { Queryable } from '../../core/db/database';
import { toAmount } from '../ledger';
import type { CheckedRange } from '../records';
import { wageringOf } from '../wagering';

/**
 * The member's bonuses credited in the range, newest first, one page of them, with their
 * wagering (sandbox/platform/wagering): every reward credit's requirement. The turnover is worked out over
 * all the member's (latest) requirements, not only the range's: an older bonus still open takes
 * bets first, which changes what a newer one has done.
 */
export async function bonusList(
  db: Queryable,
  accountId: number,
  range: CheckedRange,
  options: { state?: BonusStateName; pageNo: number; pageSize: number; now: Date },
): Promise<BonusPage> {
  const standings = await wageringOf(db, accountId, options.now);
  const start = range.start.getTime();
  const end = range.end.getTime();
  const matching = standings
    .filter(({ row, state }) => {
      const at = row.created_at.getTime();
      return at >= start && at < end && (!options.state || state === options.state);
    })
    .reverse();
  const sum = (pick: (m: (typeof matching)[number]) => number) => matching.reduce((s, m) => s + pick(m), 0);
  const offset = (options.pageNo - 1) * options.pageSize;
  return {
    list: matching
      .slice(offset, offset + options.pageSize)
      .map(({ row, doneMinor, state, lockingMinor }): Bonus => ({
        id: row.id,
        kind: row.kind,
        amount: toAmount(row.amount_minor),
        at: row.created_at.getTime(),
        rollover: row.required_minor > 0 ? row.required_minor / (row.locked_minor || row.amount_minor) : 0,
        turnoverRequired: toAmount(row.required_minor),
        turnoverDone: toAmount(doneMinor),
        expiresAt: row.expires_at.getTime(),
        state,
        locked: toAmount(lockingMinor),
      })),
    total: matching.length,
    totals: {
      amount: toAmount(sum((m) => m.row.amount_minor)),
      turnoverRequired: toAmount(sum((m) => m.row.required_minor)),
      turnoverDone: toAmount(sum((m) => m.doneMinor)),
      inProgress: matching.filter((m) => m.state === 'in_progress').length,
    },
  };
}
