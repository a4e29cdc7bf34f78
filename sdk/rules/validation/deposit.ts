import { parseAmountMinor, toMinorUnits } from '../money';
import { onlyErrors, REQUIRED, type FieldErrors } from './validate-field';

export type DepositField = 'amount' | 'method' | 'bonusId';

/** The limits of a deposit method, as the platform lists them (decimal amounts). */
export interface AmountLimits {
  readonly minAmount: number;
  readonly maxAmount: number;
}

/**
 * A deposit form: a method chosen, and an amount that is a plain amount with at most two decimals
 * inside the method's limits. The platform checks the same again; this only saves a round trip
 * and says why before anything is sent.
 *
 * @example
 * validateDeposit({ amount: '50' }, { minAmount: 100, maxAmount: 50000 });
 * // → { amount: { key: 'cashier.amountMin', values: { min: 100 } } }
 */
export function validateDeposit(
  values: { readonly amount: string },
  method: AmountLimits | undefined,
): FieldErrors<DepositField> {
  if (!method) return { method: { key: 'cashier.methodRequired' } };
  return onlyErrors({ method: undefined, amount: amountError(values.amount, method) });
}

/** Why an amount cannot be sent within these limits, or undefined when it can. */
export function amountError(text: string, limits: AmountLimits) {
  if (!text.trim()) return REQUIRED;
  const minor = parseAmountMinor(text);
  if (minor === null || minor === 0) return { key: 'cashier.amountFormat' };
  if (minor < toMinorUnits(limits.minAmount))
    return { key: 'cashier.amountMin', values: { min: limits.minAmount } };
  if (minor > toMinorUnits(limits.maxAmount))
    return { key: 'cashier.amountMax', values: { max: limits.maxAmount } };
  return undefined;
}
