import type { Queryable } from '../db/database';
import { validStakeSince } from '../ledger';
import { openTurnover } from './repository';

export interface TurnoverStatus {
  requiredMinor: number;
  doneMinor: number;
  remainingMinor: number;
}

/**
 * What bonuses still ask the member to wager before a withdrawal, in minor units: the open
 * requirements (those no withdrawal has passed) summed, against the valid stakes since the oldest
 * of them. Nothing open: nothing required.
 */
export async function turnoverOf(db: Queryable, accountId: number): Promise<TurnoverStatus> {
  const open = await openTurnover(db, accountId);
  if (!open.since || open.required === 0) return { requiredMinor: 0, doneMinor: 0, remainingMinor: 0 };
  const doneMinor = await validStakeSince(db, accountId, new Date(open.since));
  return {
    requiredMinor: open.required,
    doneMinor,
    remainingMinor: Math.max(0, open.required - doneMinor),
  };
}
