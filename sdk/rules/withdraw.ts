import type { WithdrawInfo, WithdrawOrder, WithdrawStatus } from '../contract/entities/withdraw';
import { percentToBps, withdrawFeeMinor } from '../shared-rules/withdraw-fee';
import {
  proofError,
  sniffImageType,
  type ProofProblem,
  type ProofType,
} from '../shared-rules/withdraw-proof';
import { parseAmountMinor, toMinorUnits } from './money';
import { lockedOut } from './wagering';

/**
 * The withdraw page's decisions (SPEC §2 withdraw, §4 withdrawal confirmation): what stops a
 * withdrawal before any amount is typed, what an amount costs, what an order lets the player do
 * next, and how often it is read again.
 */

/** Withdrawal history rows per page. */
export const WITHDRAW_HISTORY_PAGE_SIZE = 10;

/** What a member must set up in My account before a first withdrawal, in the order to do it. */
export type WithdrawSetup = 'paymentPassword' | 'payoutAccount';

/**
 * What is missing before any withdrawal: the payment password (a payout account needs it too, so
 * it comes first) and a payout account. Empty when the member is ready.
 */
export function withdrawSetupMissing(
  info: Pick<WithdrawInfo, 'hasPaymentPassword' | 'accounts'>,
): WithdrawSetup[] {
  const missing: WithdrawSetup[] = [];
  if (!info.hasPaymentPassword) missing.push('paymentPassword');
  if (info.accounts.length === 0) missing.push('payoutAccount');
  return missing;
}

/** A rule that stops every withdrawal now, whatever the amount, with what the message needs. */
export type WithdrawBlock =
  | { readonly reason: 'locked'; readonly until: number }
  | { readonly reason: 'dailyLimit'; readonly max: number }
  | { readonly reason: 'turnover'; readonly remaining: number; readonly locked: number }
  | { readonly reason: 'balance'; readonly min: number };

/**
 * The first rule that stops any withdrawal now, or null: the payment password locked after five
 * wrong ones, today's withdrawals used up, bonus money locking all but less than the smallest
 * withdrawal, a balance below the smallest withdrawal. The platform judges them again; this says why before the player types.
 *
 * @example
 * withdrawBlock({ ...info, dailyCount: { used: 5, max: 5 } }, Date.now()); // { reason: 'dailyLimit', max: 5 }
 */
export function withdrawBlock(
  info: Pick<
    WithdrawInfo,
    'paymentPasswordLockedUntil' | 'dailyCount' | 'wagering' | 'balance' | 'minAmount'
  >,
  now: number,
): WithdrawBlock | null {
  const until = info.paymentPasswordLockedUntil;
  if (until !== null && until > now) return { reason: 'locked', until };
  if (info.dailyCount.used >= info.dailyCount.max) return { reason: 'dailyLimit', max: info.dailyCount.max };
  if (lockedOut(info.wagering, info.minAmount))
    return { reason: 'turnover', remaining: info.wagering.remaining, locked: info.wagering.locked };
  if (toMinorUnits(info.balance) < toMinorUnits(info.minAmount))
    return { reason: 'balance', min: info.minAmount };
  return null;
}

/** Withdrawals the member may still make today (GMT+8), never below zero. */
export const withdrawalsLeft = (daily: WithdrawInfo['dailyCount']) => Math.max(0, daily.max - daily.used);

/** Whole percent of the bonus turnover wagered, 0 to 100 (100 when none is asked). */
export function turnoverPercent(turnover: WithdrawInfo['turnover']): number {
  const required = toMinorUnits(turnover.required);
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((toMinorUnits(turnover.done) * 100) / required));
}

/** What a typed amount costs and brings, in minor units. */
export interface WithdrawQuote {
  readonly amountMinor: number;
  readonly feeMinor: number;
  /** What reaches the payout account: the amount less the fee. */
  readonly netMinor: number;
}

/**
 * The fee and what the player receives for the amount as typed so far, computed as the platform
 * will (sdk/shared-rules/withdraw-fee.ts, integer cents); null while the text is no amount.
 *
 * @example
 * withdrawQuote('1234.56', { feePercent: 1, minFee: 2 }); // { amountMinor: 123456, feeMinor: 1235, netMinor: 122221 }
 */
export function withdrawQuote(
  text: string,
  fee: Pick<WithdrawInfo, 'feePercent' | 'minFee'>,
): WithdrawQuote | null {
  const amountMinor = parseAmountMinor(text);
  if (amountMinor === null || amountMinor === 0) return null;
  const feeMinor = withdrawFeeMinor(amountMinor, percentToBps(fee.feePercent), toMinorUnits(fee.minFee));
  return { amountMinor, feeMinor, netMinor: amountMinor - feeMinor };
}

/** The most the member can withdraw in one order now: the balance bonuses do not lock, within the maximum. */
export const withdrawAllMinor = (info: Pick<WithdrawInfo, 'balance' | 'maxAmount' | 'wagering'>) =>
  Math.min(toMinorUnits(info.balance), toMinorUnits(info.wagering.available), toMinorUnits(info.maxAmount));

/**
 * How long to wait before reading an order again while the player watches it, or null when it
 * will not change by itself. A processing order waits for the operator, and the player for it:
 * read often. A paid one waits for the player's answer, or for the auto-receive time: read
 * seldom. Every other status changes by the player's own answer, or never.
 */
export function followDelayMs(status: WithdrawStatus): number | null {
  if (status === 'processing') return 2_000;
  if (status === 'awaiting_confirmation') return 15_000;
  return null;
}

/** Whether money came back to the wallet between two readings of an order (the header must follow). */
export const moneyReturned = (before: WithdrawStatus, after: WithdrawStatus) =>
  before !== 'rejected' && after === 'rejected';

/**
 * What the order panel offers now: nothing but patience (`wait`), the answer to a paid order
 * (`answer`, until its confirmBy), "it arrived after all" after a complaint (`lateReceipt`), or
 * nothing more (`done`). A paid order past its time waits for the platform to count it received.
 */
export type WithdrawStep = 'wait' | 'answer' | 'lateReceipt' | 'done';

export function withdrawStep(order: Pick<WithdrawOrder, 'status' | 'confirmBy'>, now: number): WithdrawStep {
  switch (order.status) {
    case 'processing':
      return 'wait';
    case 'awaiting_confirmation':
      return order.confirmBy !== null && order.confirmBy > now ? 'answer' : 'wait';
    case 'not_received':
      return 'lateReceipt';
    default:
      return 'done';
  }
}

/** A status's colour family on its badge. */
export type StatusTone = 'pending' | 'action' | 'success' | 'danger';

export const WITHDRAW_STATUS_TONE: Readonly<Record<WithdrawStatus, StatusTone>> = {
  processing: 'pending',
  awaiting_confirmation: 'action',
  received: 'success',
  forced_received: 'success',
  not_received: 'danger',
  rejected: 'danger',
};

/**
 * Why a picked proof image is refused, from its size and its first bytes: the bytes must say PNG
 * or JPEG (a file's name or declared type is only a claim, and the platform sniffs them too) and
 * the file must be at most 5 MB (sdk/shared-rules/withdraw-proof.ts).
 */
export function proofProblem(size: number, head: Uint8Array): Exclude<ProofProblem, 'count'> | null {
  const type = sniffImageType(head);
  return type ? proofError({ type, size }) : 'type';
}

const MAX_NAME = 100;

/**
 * A proof's name as the platform takes it (1 to 100 characters): a long name is cut before its
 * extension, an empty one named after its type.
 */
export function proofName(name: string, type: ProofType): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return type === 'image/png' ? 'proof.png' : 'proof.jpg';
  if (chars.length <= MAX_NAME) return chars.join('');
  const dot = chars.lastIndexOf('.');
  const extension = dot > 0 && chars.length - dot <= 6 ? chars.slice(dot) : [];
  return [...chars.slice(0, MAX_NAME - extension.length), ...extension].join('');
}
