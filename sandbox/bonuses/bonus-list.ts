import type { Bonus, BonusPage, BonusStateName } from '../../sdk/contract/entities/bonuses';
import {
  allocateTurnover,
  bonusExpiry,
  bonusState,
  rolloverOf,
  turnoverBoundaries,
  turnoverRequired,
  type BonusTurnover,
} from '../../sdk/contract/bonus-rules';
import type { Queryable } from '../db/database';
import { promotionCredits, toAmount } from '../ledger';
import type { CheckedRange } from '../records/range';
import { BONUS_SCAN_LIMIT, validBetsPerSpan } from './repository';

/**
 * The member's bonuses credited in the range, newest first, one page of them, with their
 * turnover. The turnover is worked out over all the member's (latest) bonuses, not only the
 * range's: an older bonus still open takes bets first, which changes what a newer one has done.
 */
export async function bonusList(
  db: Queryable,
  accountId: number,
  range: CheckedRange,
  options: { state?: BonusStateName; pageNo: number; pageSize: number; now: Date },
): Promise<BonusPage> {
  const rows = await promotionCredits(db, accountId, BONUS_SCAN_LIMIT);
  const bonuses: BonusTurnover[] = rows.map((row) => {
    const at = row.created_at.getTime();
    return {
      id: row.id,
      at,
      requiredMinor: turnoverRequired(row.amount, row.kind),
      expiresAt: bonusExpiry(at),
    };
  });
  const boundaries = turnoverBoundaries(bonuses);
  const done = allocateTurnover(bonuses, boundaries, await validBetsPerSpan(db, accountId, boundaries));
  const now = options.now.getTime();
  const start = range.start.getTime();
  const end = range.end.getTime();
  const matching = rows
    .map((row, i) => {
      const bonus = bonuses[i]!;
      const doneMinor = done.get(row.id) ?? 0;
      return {
        row,
        bonus,
        doneMinor,
        state: bonusState(doneMinor, bonus.requiredMinor, bonus.expiresAt, now),
      };
    })
    .filter(
      ({ bonus, state }) =>
        bonus.at >= start && bonus.at < end && (!options.state || state === options.state),
    )
    .reverse();
  const sum = (pick: (m: (typeof matching)[number]) => number) => matching.reduce((s, m) => s + pick(m), 0);
  const offset = (options.pageNo - 1) * options.pageSize;
  return {
    list: matching
      .slice(offset, offset + options.pageSize)
      .map(({ row, bonus, doneMinor, state }): Bonus => ({
        id: row.id,
        kind: row.kind,
        amount: toAmount(row.amount),
        at: bonus.at,
        rollover: rolloverOf(row.kind),
        turnoverRequired: toAmount(bonus.requiredMinor),
        turnoverDone: toAmount(doneMinor),
        expiresAt: bonus.expiresAt,
        state,
      })),
    total: matching.length,
    totals: {
      amount: toAmount(sum((m) => m.row.amount)),
      turnoverRequired: toAmount(sum((m) => m.bonus.requiredMinor)),
      turnoverDone: toAmount(sum((m) => m.doneMinor)),
      inProgress: matching.filter((m) => m.state === 'in_progress').length,
    },
  };
}
