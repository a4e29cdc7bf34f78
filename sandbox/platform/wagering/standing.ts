import {
  allocateTurnover,
  bonusState,
  turnoverBoundaries,
  type BonusState,
  type BonusTurnover,
} from '@sdk/shared-rules/bonus-rules';
import type { Queryable } from '../../core/db/database';
import { walletsOf } from '../ledger';
import { validBetsPerSpan } from '../rounds';
import { requirementsOf, type RequirementRow } from './repository';

/** The most requirements one member's standing is worked out over (the latest ones). */
export const WAGERING_SCAN_LIMIT = 2_000;

export interface RequirementStanding {
  readonly row: RequirementRow;
  /** Valid bets counted towards it, minor units, at most what it asks. */
  readonly doneMinor: number;
  readonly state: BonusState;
  /** What it holds in the wallet now, minor units (before the cap by the balance). */
  readonly lockingMinor: number;
}

/** The instant bets stop counting towards a requirement: its expiry, or its end if that came first. */
const closesAt = (row: RequirementRow) =>
  Math.min(row.expires_at.getTime(), row.ended_at?.getTime() ?? Infinity);

/**
 * Where each of the member's requirements stands at `now`: valid bets (settled rounds only, the
 * rounds' one definition) count towards the requirements open when they settled, the oldest
 * first. Nothing is marked met ahead of the bets: this is worked out from the bets every time. An
 * unmet requirement locks what it locks until it is met or ended; one past its time still locks
 * until the sweeper forfeits it (forfeit.ts), so waiting out the clock frees nothing.
 */
export async function wageringOf(
  db: Queryable,
  accountId: number,
  now: Date,
): Promise<RequirementStanding[]> {
  const rows = await requirementsOf(db, accountId, WAGERING_SCAN_LIMIT);
  const bonuses: BonusTurnover[] = rows.map((row) => ({
    id: row.id,
    at: row.created_at.getTime(),
    requiredMinor: row.required_minor,
    expiresAt: closesAt(row),
  }));
  const boundaries = turnoverBoundaries(bonuses);
  const done = allocateTurnover(bonuses, boundaries, await validBetsPerSpan(db, accountId, boundaries));
  return rows.map((row) => {
    const doneMinor = done.get(row.id) ?? 0;
    const met = doneMinor >= row.required_minor;
    const state: BonusState =
      row.end_reason === 'bust' || row.end_reason === 'expired'
        ? 'forfeited'
        : bonusState(doneMinor, row.required_minor, row.expires_at.getTime(), now.getTime());
    return { row, doneMinor, state, lockingMinor: row.ended_at || met ? 0 : row.locked_minor };
  });
}

/** What a member may move out of the platform now: their wallets, the locked part, the rest. */
export interface Withdrawable {
  /** Every wallet of the member (main and vendors'), minor units. */
  readonly totalMinor: number;
  /** What unmet requirements hold, capped by the wallets: money lost in play locks nothing. */
  readonly lockedMinor: number;
  /** What may leave the main wallet: its balance, less what is locked. */
  readonly availableMinor: number;
  /** The requirements that lock anything, oldest first. */
  readonly locking: RequirementStanding[];
}

export async function withdrawableOf(
  db: Queryable,
  accountId: number,
  mainMinor: number,
  now: Date,
): Promise<Withdrawable> {
  const [standings, wallets] = await Promise.all([wageringOf(db, accountId, now), walletsOf(db, accountId)]);
  const totalMinor = wallets.reduce((sum, w) => sum + Number(w.balance), 0);
  const locking = standings.filter((s) => s.lockingMinor > 0);
  const lockedMinor = Math.min(
    totalMinor,
    locking.reduce((sum, s) => sum + s.lockingMinor, 0),
  );
  // Money moved to a vendor's wallet is still the member's and still locked: the main wallet gives
  // up to what the whole is free of.
  const availableMinor = Math.max(0, Math.min(mainMinor, totalMinor - lockedMinor));
  return { totalMinor, lockedMinor, availableMinor, locking };
}
