import type { LockedFunds } from '@sdk/contract';
import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { balanceOf, toAmount } from '../ledger';
import { lockedFundsView, withdrawableOf } from '../wagering';
import { Fault } from '../../core/http/fault';

export interface MoneyOut {
  /** The main wallet's balance, minor units. */
  balanceMinor: number;
  /** What may leave it now: the balance less what bonuses lock (sandbox/platform/wagering). */
  availableMinor: number;
  lockedMinor: number;
  /** The page's view of it, and the turnover summed over the locking bonuses. */
  wagering: LockedFunds;
  turnover: { required: number; done: number; remaining: number };
}

/**
 * What may leave the member's main wallet (a withdrawal, a transfer to another member) at `now`:
 * the balance, less what unmet reward requirements lock. Read `balanceMinor` from a locked wallet
 * inside a transaction to judge a request; outside one, for a page, the balance as it is.
 */
export async function moneyOutOf(
  sandbox: Sandbox,
  db: Queryable,
  accountId: number,
  balanceMinor?: number,
): Promise<MoneyOut> {
  const main = balanceMinor ?? (await balanceOf(db, accountId));
  const w = await withdrawableOf(db, accountId, main, sandbox.now());
  const { requiredMinor, doneMinor, ...wagering } = lockedFundsView(w);
  return {
    balanceMinor: main,
    availableMinor: w.availableMinor,
    lockedMinor: w.lockedMinor,
    wagering,
    turnover: {
      required: toAmount(requiredMinor),
      done: toAmount(doneMinor),
      remaining: toAmount(requiredMinor - doneMinor),
    },
  };
}

/**
 * Refuses moving `amountMinor` out when it would take locked reward money: `code` with what is
 * locked, what may move and the bets still to make. Money that is simply not there is the
 * caller's own refusal (insufficient balance).
 */
export function refuseLocked(out: MoneyOut, amountMinor: number, code: string) {
  if (out.lockedMinor > 0 && amountMinor > out.availableMinor && amountMinor <= out.balanceMinor)
    throw new Fault(409, code, 'Part of this balance is bonus money that must be wagered first', {
      remaining: out.wagering.remaining,
      locked: out.wagering.locked,
      available: out.wagering.available,
    });
}
