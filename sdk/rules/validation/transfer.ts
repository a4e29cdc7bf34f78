import { readAmount, toMinorUnits } from '../money';
import { typedAmountError } from './deposit';
import { onlyErrors, REQUIRED, type FieldError, type FieldErrors } from './validate-field';
import { typedPaymentPasswordError } from './payment-password';

/** What bounds a transfer's amount: the brand's least amount and what the source wallet holds. */
export interface TransferLimits {
  readonly minAmount: number;
  /** What the source wallet can give now: its balance, less bonus money not yet wagered. */
  readonly available: number;
  /** Bonus money in the wallet that cannot leave yet (a person transfer; 0 or absent: none). */
  readonly locked?: number;
}

/**
 * Why a transfer amount cannot be sent, or undefined when it can: a plain amount with at most two
 * decimals, at least the least amount, at most what the source holds.
 */
export function transferAmountError(text: string, limits: TransferLimits): FieldError | undefined {
  const typed = readAmount(text);
  const wrong = typedAmountError(typed);
  if (wrong) return wrong;
  // What is left is an amount, or one longer than any: more than any wallet holds.
  if (typed.kind !== 'ok') return { key: 'wallet.form.overBalance', values: { available: limits.available } };
  const { minor } = typed;
  if (minor < toMinorUnits(limits.minAmount))
    return { key: 'cashier.amountMin', values: { min: limits.minAmount } };
  if (minor > toMinorUnits(limits.available))
    return limits.locked
      ? { key: 'wallet.person.overUnlocked', values: { available: limits.available, locked: limits.locked } }
      : { key: 'wallet.form.overBalance', values: { available: limits.available } };
  return undefined;
}

export type WalletMoveField = 'from' | 'to' | 'amount';

/**
 * The wallet page's transfer: a source and a destination wallet (`main` or a vendor's code), not
 * the same one, and an amount the source wallet can give (`limits.available` is the source's).
 *
 * @example
 * validateWalletMove({ from: 'JDB', to: 'KA', amount: '50' }, { minAmount: 1, available: 20 });
 * // → { amount: { key: 'wallet.form.overBalance', values: { available: 20 } } }
 */
export function validateWalletMove(
  values: { readonly from: string; readonly to: string; readonly amount: string },
  limits: TransferLimits,
): FieldErrors<WalletMoveField> {
  const same = values.from !== '' && values.from === values.to;
  return onlyErrors({
    from: values.from ? undefined : { key: 'wallet.form.walletRequired' },
    to: !values.to
      ? { key: 'wallet.form.walletRequired' }
      : same
        ? { key: 'wallet.form.sameWallet' }
        : undefined,
    amount: transferAmountError(values.amount, limits),
  });
}

export type PersonTransferField = 'downline' | 'amount' | 'paymentPassword';

/**
 * A transfer to the upline, or (agents) to a downline: the downline named when that is the way,
 * an amount the main wallet can give, and the payment password typed.
 */
export function validatePersonTransfer(
  values: {
    readonly direction: 'upline' | 'downline';
    readonly downline: string;
    readonly amount: string;
    readonly paymentPassword: string;
  },
  limits: TransferLimits,
): FieldErrors<PersonTransferField> {
  return onlyErrors({
    downline: values.direction === 'downline' && !values.downline ? REQUIRED : undefined,
    amount: transferAmountError(values.amount, limits),
    paymentPassword: typedPaymentPasswordError(values.paymentPassword),
  });
}
