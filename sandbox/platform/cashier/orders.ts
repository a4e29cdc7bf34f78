import { randomBytes } from 'node:crypto';
import type { DepositOrder } from '@sdk/contract';
import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { exactMinor, toAmount } from '../ledger';
import { autoSettleDelay, bonusEligible, bonusMinor, depositSettings } from './methods';
import { payDetails } from './pay';
import { countPending, insertOrder, lockMember, orderByRequest, type OrderRow } from './repository';
import { settleDueOf } from './simulator';
import { checkDepositLimit, refuseIfExcluded } from '../safer-gambling';

/** Orders a member may have waiting for money at once. */
export const MAX_PENDING_DEPOSITS = 3;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * `prefix` ('D' for deposits, 'W' for withdrawals) and 16 base32 characters: 80 random bits, so
 * nobody can guess another member's order.
 */
export function newOrderNo(prefix = 'D'): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let text = prefix;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return text;
}

/** An order as the contract shows it. */
export const orderView = (row: OrderRow): DepositOrder => ({
  orderNo: row.order_no,
  methodId: row.method_id,
  kind: row.kind,
  amount: toAmount(row.amount),
  bonusId: row.bonus_id,
  bonusAmount: toAmount(row.bonus_amount),
  status: row.status,
  createdAt: new Date(row.created_at).getTime(),
  expiresAt: new Date(row.expires_at).getTime(),
  settledAt: row.settled_at ? new Date(row.settled_at).getTime() : null,
  pay: row.pay,
});

export interface DepositRequest {
  requestId: string;
  methodId: string;
  amount: number;
  bonusId?: string;
}

const amountInvalid = (min: number, max: number) =>
  new Fault(
    400,
    'deposit_amount_invalid',
    'The amount must be within the limits, with at most two decimals',
    {
      field: 'amount',
      minAmount: toAmount(min),
      maxAmount: toAmount(max),
    },
  );

/** The same request sent again: same method, amount and bonus. */
const sameRequest = (row: OrderRow, request: DepositRequest, amountMinor: number | undefined) =>
  row.method_id === request.methodId &&
  row.amount === amountMinor &&
  row.bonus_id === (request.bonusId ?? null);

/**
 * Opens a deposit order, or answers the order its request id opened before. Everything is decided
 * under the member's lock, so that concurrent requests cannot pass the pending limit or a deposit
 * limit, or take a once-only bonus twice. An excluded account makes no deposit, replay or not.
 */
export async function createDeposit(sandbox: Sandbox, accountId: number, request: DepositRequest) {
  const settings = await depositSettings(sandbox);
  const delay = await autoSettleDelay(sandbox);
  // Orders whose time has come are settled first, so that they do not count as waiting.
  await settleDueOf(sandbox, accountId);
  const now = sandbox.now();
  return sandbox.db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    await refuseIfExcluded(tx, accountId, now);
    const amountMinor = exactMinor(request.amount);
    const previous = await orderByRequest(tx, accountId, request.requestId);
    if (previous) {
      if (sameRequest(previous, request, amountMinor)) return previous;
      throw new Fault(
        409,
        'idempotency_conflict',
        'That request id was already used for a different deposit',
      );
    }
    const method = settings.methods.find((m) => m.id === request.methodId);
    if (!method) {
      throw new Fault(400, 'deposit_method_unavailable', 'That deposit method is not available', {
        field: 'methodId',
      });
    }
    if (amountMinor === undefined || amountMinor < method.minMinor || amountMinor > method.maxMinor) {
      throw amountInvalid(method.minMinor, method.maxMinor);
    }
    const bonus = request.bonusId ? settings.bonuses.find((b) => b.id === request.bonusId) : undefined;
    if (request.bonusId && (!bonus || !(await bonusEligible(tx, accountId, bonus, now)))) {
      throw new Fault(409, 'deposit_bonus_ineligible', 'That bonus is not available for this deposit', {
        field: 'bonusId',
      });
    }
    // Under the member's lock: orders racing each other are counted one after the other.
    await checkDepositLimit(tx, accountId, amountMinor, now);
    if ((await countPending(tx, accountId)) >= MAX_PENDING_DEPOSITS) {
      throw new Fault(409, 'deposit_pending_limit', 'Three deposits are already waiting for payment', {
        max: MAX_PENDING_DEPOSITS,
      });
    }
    const orderNo = newOrderNo();
    return (await insertOrder(tx, {
      order_no: orderNo,
      account_id: accountId,
      request_id: request.requestId,
      method_id: method.id,
      kind: method.kind,
      amount: amountMinor,
      bonus_id: bonus?.id ?? null,
      bonus_amount: bonus ? bonusMinor(bonus, amountMinor) : 0,
      turnover_multiple: bonus?.turnoverMultiple ?? 0,
      pay: payDetails(method, amountMinor, orderNo),
      created_at: now,
      expires_at: new Date(now.getTime() + method.expiresInMinutes * 60_000),
      settle_at: delay === null ? null : new Date(now.getTime() + delay),
    }))!;
  });
}
