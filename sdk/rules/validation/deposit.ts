import { readAmount, toMinorUnits, type TypedAmount } from '../money';
import { onlyErrors, REQUIRED, type FieldError, type FieldErrors } from './validate-field';

export type DepositField = 'amount' | 'method' | 'bonusId';

/** The limits of a deposit method, as the platform lists them (decimal amounts). */
export interface AmountLimits {
  readonly minAmount: number;
  readonly maxAmount: number;
}

/**
 * A deposit form: a method chosen, and an amount that is a plain amount with at most two decimals
 * inside the method's limits, each refusal saying what is wrong with what was typed. The platform checks the same again; this only saves a round trip
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

/**
 * What is wrong with a typed amount before any limit, said as the player must fix it (negative,
 * not a number, too many decimals, zero); undefined when it reads as an amount. An amount longer
 * than any has is judged by the caller's upper limit.
 */
export function typedAmountError(typed: TypedAmount): FieldError | undefined {
  switch (typed.kind) {
    case 'empty':
      return REQUIRED;
    case 'negative':
      return { key: 'cashier.amountNegative' };
    case 'decimals':
      return { key: 'cashier.amountDecimals' };
    case 'notNumber':
      return { key: 'cashier.amountNotNumber' };
    case 'zero':
      return { key: 'cashier.amountZero' };
    default:
      return undefined;
  }
}

/** Why an amount cannot be sent within these limits, or undefined when it can. */
export function amountError(text: string, limits: AmountLimits): FieldError | undefined {
  const typed = readAmount(text);
  const wrong = typedAmountError(typed);
  if (wrong) return wrong;
  // What is left is an amount, or one longer than any: above every maximum.
  if (typed.kind !== 'ok') return { key: 'cashier.amountMax', values: { max: limits.maxAmount } };
  const { minor } = typed;
  if (minor < toMinorUnits(limits.minAmount))
    return { key: 'cashier.amountMin', values: { min: limits.minAmount } };
  if (minor > toMinorUnits(limits.maxAmount))
    return { key: 'cashier.amountMax', values: { max: limits.maxAmount } };
  return undefined;
}
