import type { Sandbox } from '../../core/context';
import { creditReward } from '../wagering';
import { exactMinor, lockedBalanceOf } from '../ledger';
import { badRequest } from '../../core/http/fault';
import { budgetShort, idempotencyConflict, lockMember, rewardsUnavailable } from '../vip';
import { amountChanged, nothingToClaim } from './faults';
import { quoteOf } from './quote';
import { claimByRequest, insertClaim, type ClaimRow } from './repository';

export interface ClaimRequest {
  requestId: string;
  /** The total the member was shown (decimal). */
  amount: number;
}

function replayOf(row: ClaimRow, amountMinor: number): ClaimRow {
  if (row.amount !== amountMinor) throw idempotencyConflict();
  return row;
}

/**
 * Pays the rebate of the bets settled since the member's mark and moves the mark to now, in one
 * transaction: the claim's row (its `until` is the next claim's `since`) and the money from the
 * operator's promotions budget through the ledger (kind `rebate`, key `rebate:<id>`). The account
 * row, then the wallet, are locked before the bets are summed: two claims racing are decided one
 * after the other, and the second finds the bets already paid; a settlement waiting on the wallet
 * commits before the sum is read, or is stamped after the mark.
 */
export async function claimRebate(sandbox: Sandbox, accountId: number, request: ClaimRequest) {
  const { db } = sandbox;
  const amountMinor = exactMinor(request.amount);
  if (amountMinor === undefined || amountMinor <= 0)
    throw badRequest('amount must be a positive amount with at most two decimals', { field: 'amount' });
  const previous = await claimByRequest(db, accountId, request.requestId);
  if (previous) return replayOf(previous, amountMinor);

  const done = db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    await lockedBalanceOf(tx, accountId);
    const again = await claimByRequest(tx, accountId, request.requestId);
    if (again) return replayOf(again, amountMinor);
    const until = sandbox.now();
    const quote = await quoteOf(tx, accountId, until);
    if (quote.total <= 0) throw nothingToClaim();
    if (quote.total !== amountMinor) throw amountChanged(quote.total);
    const row = await insertClaim(tx, {
      accountId,
      request_id: request.requestId,
      since: quote.since,
      until,
      amount: quote.total,
      lines: quote.lines,
      created_at: until,
    });
    const key = `rebate:${row.id}`;
    await creditReward(sandbox, tx, {
      accountId,
      amountMinor: quote.total,
      key,
      kind: 'rebate',
      reference: key,
    }).catch((error: unknown) => {
      throw budgetShort(error) ? rewardsUnavailable() : error;
    });
    return row;
  });
  return done.finally(() => sandbox.balances.invalidate([accountId]));
}
