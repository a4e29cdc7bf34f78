import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { Fault, notFound } from '../../core/http/fault';
import { exactMinor, lockedBalanceOf, toAmount, transfer, balanceOf } from '../ledger';
import { holdsLivePayoutAccount, verifyPaymentPassword } from '../security-centre';
import { brandDayStart, newOrderNo } from '../cashier';
import { withdrawFeeMinor } from '@sdk/shared-rules/withdraw-fee';
import {
  countMadeSince,
  countProcessing,
  insertOrder,
  orderByNo,
  orderByRequest,
  type OrderRow,
} from './repository';
import { MAX_PROCESSING_WITHDRAWALS, withdrawSettings, type WithdrawSettings } from './settings';
import { moneyOutOf, refuseLocked } from './turnover';

export interface WithdrawRequest {
  requestId: string;
  payoutAccountId?: string;
  amount: number;
  paymentPassword: string;
}

const amountInvalid = (settings: WithdrawSettings) =>
  new Fault(
    400,
    'withdraw_amount_invalid',
    'The amount must be within the limits, with at most two decimals',
    {
      field: 'amount',
      minAmount: toAmount(settings.minMinor),
      maxAmount: toAmount(settings.maxMinor),
    },
  );

const insufficient = () =>
  new Fault(409, 'withdraw_insufficient_balance', 'The balance is lower than this amount', {
    field: 'amount',
  });

/**
 * A request id seen before: the same request (same account and amount) answers its order, so a
 * retry after a lost answer never withdraws twice; anything else under that id is refused. The id
 * is the member's own (the lookup is by member), so a replay tells nobody anything new.
 */
function replayOf(previous: OrderRow, request: WithdrawRequest, amountMinor: number | undefined) {
  if (previous.payout_account_id === request.payoutAccountId && previous.amount === amountMinor)
    return previous;
  throw new Fault(409, 'idempotency_conflict', 'That request id was already used for a different withdrawal');
}

/** The daily and the pending limits, judged again under the wallet's lock. */
async function checkLimits(db: Queryable, accountId: number, settings: WithdrawSettings, now: Date) {
  if ((await countMadeSince(db, accountId, brandDayStart(now))) >= settings.dailyMax)
    throw new Fault(409, 'withdraw_daily_limit', 'No more withdrawals today', { max: settings.dailyMax });
  if ((await countProcessing(db, accountId)) >= MAX_PROCESSING_WITHDRAWALS)
    throw new Fault(409, 'withdraw_pending_limit', 'Three withdrawals are already being processed', {
      max: MAX_PROCESSING_WITHDRAWALS,
    });
}

/** Bonus money is not withdrawn until it is wagered (sandbox/platform/wagering). */
async function checkWagering(
  sandbox: Sandbox,
  db: Queryable,
  accountId: number,
  amountMinor: number,
  balance?: number,
) {
  refuseLocked(await moneyOutOf(sandbox, db, accountId, balance), amountMinor, 'withdraw_turnover_required');
}

/**
 * Opens a withdrawal: the amount leaves the wallet at once, into the ledger's pending withdrawals
 * (key `withdraw:<orderNo>`), where it waits for the operator. Every refusal that needs no secret
 * comes before the payment password, so that it spends no guess; the password is checked outside
 * the transaction (see verifyPaymentPassword); then, under the wallet's lock, the limits and the
 * balance are judged again, so that concurrent withdrawals can neither pass a limit nor take the
 * balance below what they withdraw together.
 */
export async function createWithdrawal(
  sandbox: Sandbox,
  accountId: number,
  request: WithdrawRequest,
): Promise<OrderRow> {
  const { db } = sandbox;
  const amountMinor = exactMinor(request.amount);
  const previous = await orderByRequest(db, accountId, request.requestId);
  if (previous) return replayOf(previous, request, amountMinor);

  const settings = await withdrawSettings(sandbox);
  if (amountMinor === undefined || amountMinor < settings.minMinor || amountMinor > settings.maxMinor)
    throw amountInvalid(settings);
  const { payoutAccountId } = request;
  if (!payoutAccountId)
    throw new Fault(400, 'withdraw_account_required', 'Choose the payout account to withdraw to', {
      field: 'payoutAccountId',
    });
  // Another member's account answers exactly like one that does not exist.
  if (!(await holdsLivePayoutAccount(db, accountId, payoutAccountId)))
    throw notFound('Payout account not found');
  await checkLimits(db, accountId, settings, sandbox.now());
  await checkWagering(sandbox, db, accountId, amountMinor);
  if (amountMinor > (await balanceOf(db, accountId))) throw insufficient();

  await verifyPaymentPassword(sandbox, accountId, request.paymentPassword);

  let debited = false;
  const done = db.transaction(async (tx) => {
    // The wallet's lock orders this member's withdrawals (and their bets) one after the other.
    const balance = await lockedBalanceOf(tx, accountId);
    const again = await orderByRequest(tx, accountId, request.requestId);
    if (again) return replayOf(again, request, amountMinor);
    const now = sandbox.now();
    await checkLimits(tx, accountId, settings, now);
    await checkWagering(sandbox, tx, accountId, amountMinor, balance);
    if (amountMinor > balance) throw insufficient();
    const orderNo = newOrderNo('W');
    await insertOrder(tx, {
      orderNo,
      accountId,
      requestId: request.requestId,
      payoutAccountId,
      amountMinor,
      feeMinor: withdrawFeeMinor(amountMinor, settings.feeBps, settings.minFeeMinor),
      createdAt: now,
    });
    await transfer(tx, {
      from: { walletOf: accountId },
      to: 'pendingWithdrawals',
      amountMinor,
      key: `withdraw:${orderNo}`,
      kind: 'withdrawal',
      reference: `withdraw:${orderNo}`,
    });
    debited = true;
    return (await orderByNo(tx, orderNo))!;
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => {
    if (debited) sandbox.balances.invalidate([accountId]);
  });
}
