/**
 * The payment password rule, in the contract because both sides apply it: the member centre's form
 * before it sends, and the platform (the sandbox may import only the contract) before it stores.
 */

import { PAYMENT_PASSWORD_LENGTH } from '../contract/limits';

/** Why a payment password is refused: not six digits, or one anybody would guess first. */
export type PaymentPasswordError = 'format' | 'trivial';

const SIX_DIGITS = new RegExp(`^[0-9]{${PAYMENT_PASSWORD_LENGTH}}$`);

/** Every digit one step from the one before, by `step` (000000 is step 0, 123456 step 1, 654321 step -1). */
function isRun(digits: string, step: number): boolean {
  for (let i = 1; i < digits.length; i++) {
    if (digits.charCodeAt(i) - digits.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

/**
 * Checks a new payment password: exactly six digits, and not one of the first guesses of anyone
 * who holds the phone (one digit repeated, or a run up or down such as 123456 or 987654).
 *
 * @example
 * paymentPasswordError('12a456'); // 'format'
 * paymentPasswordError('111111'); // 'trivial'
 * paymentPasswordError('480913'); // null
 */
export function paymentPasswordError(value: string): PaymentPasswordError | null {
  if (!SIX_DIGITS.test(value)) return 'format';
  if (isRun(value, 0) || isRun(value, 1) || isRun(value, -1)) return 'trivial';
  return null;
}
