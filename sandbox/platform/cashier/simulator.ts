import type { Sandbox } from '../../core/context';
import { transfer } from '../ledger';
import { depositSettings } from './methods';
import { rewardReferrer } from '../referral';
import { forfeitOnBust, recordWagering } from '../wagering';
import {
  dropBonus,
  dueOrders,
  finishOrder,
  hasPaidOrder,
  lockMember,
  orderByNo,
  type OrderRow,
} from './repository';
import { repeatEvery } from '../../core/clock/repeat';

/**
 * The sandbox's payment provider: it pays, fails or expires pending deposit orders. A real
 * platform learns of a payment from its bank or chain; here a switch (/sandbox/deposits/settle),
 * an auto-settle time per order, and the order's expiry decide.
 */

export type Outcome = 'pay' | 'fail' | 'expire';

const FINAL_STATUS = { pay: 'paid', fail: 'failed', expire: 'expired' } as const;

/**
 * Settles a pending order in one transaction and returns it as it stands; an order settled
 * before is returned untouched, so a second or concurrent settle pays nothing. Paying credits the
 * deposit (ledger key `deposit:<orderNo>`) and its bonus (`deposit-bonus:<orderNo>`) and records
 * the wagering the bonus requires, which locks the deposit and the bonus until it is met. Failing and expiring move no money.
 */
export async function settleDeposit(
  sandbox: Sandbox,
  orderNo: string,
  outcome: Outcome,
): Promise<OrderRow | undefined> {
  const { bonuses } = await depositSettings(sandbox);
  const now = sandbox.now();
  let credited: number | undefined;
  const done = sandbox.db.transaction(async (tx) => {
    // Only the call that moves the order out of 'pending' goes on: the others find it settled.
    const finished = await finishOrder(tx, orderNo, FINAL_STATUS[outcome], now);
    if (!finished) return orderByNo(tx, orderNo);
    if (outcome !== 'pay') return finished;
    const { account_id: accountId } = finished;
    await lockMember(tx, accountId);
    // A member who lost everything in play lost their bonuses with it: this deposit is theirs.
    await forfeitOnBust(sandbox, tx, accountId);
    await transfer(tx, {
      from: 'house',
      to: { walletOf: accountId },
      amountMinor: finished.amount,
      key: `deposit:${orderNo}`,
      kind: 'deposit',
      reference: `deposit:${orderNo}`,
    });
    credited = accountId;
    let paid = finished;
    // The first-deposit bonus belongs to the first order paid: another may have been paid meanwhile.
    const rule = bonuses.find((b) => b.id === paid.bonus_id)?.rule;
    if (rule === 'first' && (await hasPaidOrder(tx, accountId, orderNo)))
      paid = (await dropBonus(tx, orderNo))!;
    if (paid.bonus_amount > 0) {
      await transfer(tx, {
        from: 'house',
        to: { walletOf: accountId },
        amountMinor: paid.bonus_amount,
        key: `deposit-bonus:${orderNo}`,
        kind: 'bonus',
        reference: `deposit:${orderNo}`,
      });
      await recordWagering(sandbox, tx, {
        accountId,
        source: `deposit:${orderNo}`,
        kind: 'bonus',
        amountMinor: paid.bonus_amount,
        lockedMinor: paid.amount + paid.bonus_amount,
        requiredMinor: (paid.amount + paid.bonus_amount) * paid.turnover_multiple,
      });
    }
    return paid;
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  const settled = await done.finally(() => {
    if (credited !== undefined) sandbox.balances.invalidate([credited]);
  });
  // A referred friend's first deposit pays who invited them (once: keyed by the friend). Apart from
  // the deposit's transaction, so a short promotions budget never refuses a deposit: the referral
  // page catches up what could not be paid here.
  if (credited !== undefined) await rewardReferrer(sandbox, credited).catch(() => undefined);
  return settled;
}

/**
 * What time alone does to a pending order: paid at its auto-settle time if that comes before its
 * expiry, expired once its expiry has passed; undefined while neither has come.
 */
export function dueOutcome(order: OrderRow, now: Date): Outcome | undefined {
  const at = now.getTime();
  const settleAt = order.settle_at ? new Date(order.settle_at).getTime() : Infinity;
  const expiresAt = new Date(order.expires_at).getTime();
  if (settleAt <= at && settleAt < expiresAt) return 'pay';
  if (expiresAt <= at) return 'expire';
  return undefined;
}

/** Orders settled per sweep: the rest wait for the next one. */
const SWEEP_BATCH = 100;

/** Settles the pending orders whose time has come: of one member (before reading them), or all. */
async function settleDue(sandbox: Sandbox, accountId: number | null) {
  const now = sandbox.now();
  for (const { order_no: orderNo } of await dueOrders(sandbox.db, now, accountId, SWEEP_BATCH)) {
    const order = await orderByNo(sandbox.db, orderNo);
    const outcome = order && order.status === 'pending' ? dueOutcome(order, now) : undefined;
    if (outcome) await settleDeposit(sandbox, orderNo, outcome);
  }
}

/** A member's orders settle when read, whether or not the sweeper came by. */
export const settleDueOf = (sandbox: Sandbox, accountId: number) => settleDue(sandbox, accountId);

const SWEEP_EVERY_MS = 500;

/**
 * Settles due orders of everyone every half second, so a member who waits on the payment page
 * sees the order paid without asking. The timer does not keep the process alive; `stop` waits for
 * a sweep under way, so that the database can close after it.
 */
export function startDepositSweeper(sandbox: Sandbox, onError: (error: unknown) => void = console.error) {
  return repeatEvery(SWEEP_EVERY_MS, () => settleDue(sandbox, null), onError);
}
