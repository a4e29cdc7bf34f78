import type { ContractKind } from '@sdk/contract';
import {
  CONTRACT_TERMS,
  payoutMinor,
  periodsDue,
  rateBasisPoints,
  rateFor,
  type Period,
} from '@sdk/shared-rules/agent-contracts';
import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { lockedBalanceOf, toAmount, transfer } from '../ledger';
import { validBetSumsOf } from '../rounds';
import { insertPayout, settleableContracts, teamIds, type DueContractRow } from './payouts-repository';

/**
 * Settlement: every period of every accepted contract is figured from the downline team's rounds
 * and paid by the upline once (the model is in sdk/shared-rules/agent-contracts.ts). The payouts
 * table's unique (contract, period start) is the last word on "once", whoever settles; the ledger
 * key `contract:<id>:<period start ms>` makes the money move at most once besides.
 */

/** The ledger kinds of contract money: the team overview sums exactly these two. */
export const ledgerKindOf = (kind: ContractKind) => (kind === 'dividend' ? 'dividend' : 'salary');

/** Both wallets locked in account order (as every transfer between members locks them); the upline's balance. */
export async function lockPair(tx: Queryable, uplineId: number, downlineId: number) {
  const [first, second] = uplineId < downlineId ? [uplineId, downlineId] : [downlineId, uplineId];
  const balances = new Map([
    [first, await lockedBalanceOf(tx, first)],
    [second, await lockedBalanceOf(tx, second)],
  ]);
  return balances.get(uplineId)!;
}

/**
 * Settles one period: the figure (turnover, or net loss floored at 0), the tier it reaches, the
 * amount floored to the cent. An upline whose wallet cannot cover it owes it (no money moves; its
 * downline sees it owed until returnBalance); a zero amount is kept too, so the history shows the
 * period. False when the period had been settled already.
 */
async function settlePeriod(sandbox: Sandbox, contract: DueContractRow, period: Period): Promise<boolean> {
  const start = new Date(period.start);
  const end = new Date(period.end);
  return sandbox.db.transaction(async (tx) => {
    const uplineBalance = await lockPair(tx, contract.upline_id, contract.downline_id);
    // The team's valid bets settled in the period (a bet still open counts when it settles).
    const team = await teamIds(tx, contract.downline_id);
    const { stake, payout } = await validBetSumsOf(tx, team, { from: start, to: end });
    const figure = CONTRACT_TERMS[contract.kind].basis === 'turnover' ? stake : Math.max(0, stake - payout);
    const rate = rateFor(contract.tiers, toAmount(figure));
    const amount = payoutMinor(figure, rate);
    const row = await insertPayout(tx, {
      contractId: contract.id,
      start,
      end,
      figure,
      rateBp: rateBasisPoints(rate)!,
      amount,
      status: amount > uplineBalance ? 'owed' : 'paid',
      now: sandbox.now(),
    });
    if (!row) return false;
    if (amount > 0 && amount <= uplineBalance)
      await transfer(tx, {
        from: { walletOf: contract.upline_id },
        to: { walletOf: contract.downline_id },
        amountMinor: amount,
        key: `contract:${contract.id}:${period.start}`,
        kind: ledgerKindOf(contract.kind),
        reference: `contract:${contract.id}`,
      });
    return true;
  });
}

export interface SettleOptions {
  readonly kind?: ContractKind;
  /** Also close each contract's running period at now (the sandbox switch; never the schedule). */
  readonly closeEarly?: boolean;
}

/** Settles every due period of every contract (of one kind); answers how many periods it settled. */
export async function settleDue(sandbox: Sandbox, options: SettleOptions = {}): Promise<number> {
  let settled = 0;
  for (const contract of await settleableContracts(sandbox.db, options.kind ?? null)) {
    const due = periodsDue({
      period: contract.period,
      acceptedAt: new Date(contract.accepted_at).getTime(),
      settledUntil: contract.settled_until ? new Date(contract.settled_until).getTime() : null,
      endedAt: contract.ended_at ? new Date(contract.ended_at).getTime() : null,
      now: sandbox.now().getTime(),
      closeEarly: options.closeEarly,
    });
    try {
      for (const period of due) {
        // Another settler got there first: where it stopped is read again on the next pass, so
        // this one never guesses the next period's start from a chain it did not write.
        if (!(await settlePeriod(sandbox, contract, period))) break;
        settled++;
      }
    } finally {
      sandbox.balances.invalidate([contract.upline_id, contract.downline_id]);
    }
  }
  return settled;
}
