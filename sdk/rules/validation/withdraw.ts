import type { WithdrawInfo } from '../../contract/entities/withdraw';
import { parseAmountMinor, toMinorUnits } from '../money';
import { withdrawQuote } from '../withdraw';
import { amountError } from './deposit';
import { onlyErrors, type FieldError, type FieldErrors } from './validate-field';
import { typedPaymentPasswordError } from './payment-password';

export type WithdrawField = 'payoutAccountId' | 'amount' | 'paymentPassword';

/**
 * Why an amount cannot be withdrawn, or undefined: a plain amount with at most two decimals,
 * within the brand's limits, no more than the balance nor than what bonuses leave free, and more
 * than its fee.
 */
export function withdrawAmountError(
  text: string,
  info: Pick<WithdrawInfo, 'minAmount' | 'maxAmount' | 'balance' | 'feePercent' | 'minFee' | 'wagering'>,
): FieldError | undefined {
  const limits = amountError(text, info);
  if (limits) return limits;
  // amountError has read it as a plain amount within the limits.
  const minor = parseAmountMinor(text)!;
  if (minor > toMinorUnits(info.balance)) return { key: 'withdraw.overBalance' };
  if (minor > toMinorUnits(info.wagering.available))
    return {
      key: 'withdraw.overUnlocked',
      values: { available: info.wagering.available, locked: info.wagering.locked },
    };
  if (withdrawQuote(text, info)!.netMinor <= 0) return { key: 'withdraw.belowFee' };
  return undefined;
}

/**
 * The withdraw form: one of the member's payout accounts, an amount they can withdraw, and the
 * six-digit payment password. The platform checks all of it again; this says why before a
 * payment-password guess is spent on a request that would be refused anyway.
 *
 * @example
 * validateWithdraw({ payoutAccountId: 'pa_1', amount: '50', paymentPassword: '' }, info);
 * // → { amount: { key: 'cashier.amountMin', values: { min: 100 } }, paymentPassword: REQUIRED }
 */
export function validateWithdraw(
  values: {
    readonly payoutAccountId: string | undefined;
    readonly amount: string;
    readonly paymentPassword: string;
  },
  info: Pick<
    WithdrawInfo,
    'accounts' | 'minAmount' | 'maxAmount' | 'balance' | 'feePercent' | 'minFee' | 'wagering'
  >,
): FieldErrors<WithdrawField> {
  return onlyErrors({
    payoutAccountId: info.accounts.some((a) => a.id === values.payoutAccountId)
      ? undefined
      : { key: 'withdraw.accountRequired' },
    amount: withdrawAmountError(values.amount, info),
    paymentPassword: typedPaymentPasswordError(values.paymentPassword),
  });
}
