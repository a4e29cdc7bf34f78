import type { LockedFunds } from '@sdk/contract';
import { toAmount } from '../ledger';
import type { Withdrawable } from './standing';

/** The locked money as the withdraw and transfer pages show it, with the turnover still to do. */
export function lockedFundsView(w: Withdrawable): LockedFunds & { requiredMinor: number; doneMinor: number } {
  const requiredMinor = w.locking.reduce((sum, s) => sum + s.row.required_minor, 0);
  const doneMinor = w.locking.reduce((sum, s) => sum + s.doneMinor, 0);
  return {
    locked: toAmount(w.lockedMinor),
    available: toAmount(w.availableMinor),
    remaining: toAmount(requiredMinor - doneMinor),
    locks: w.locking.map((s) => ({
      kind: s.row.kind,
      locked: toAmount(s.lockingMinor),
      required: toAmount(s.row.required_minor),
      done: toAmount(s.doneMinor),
      expiresAt: s.row.expires_at.getTime(),
    })),
    requiredMinor,
    doneMinor,
  };
}
