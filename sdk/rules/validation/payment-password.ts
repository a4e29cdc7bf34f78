import { paymentPasswordError } from '../../shared-rules/payment-password';
import { onlyErrors, REQUIRED, type FieldError, type FieldErrors } from './validate-field';

export type PaymentPasswordField = 'oldPassword' | 'smsCode' | 'newPassword' | 'confirmPassword';

/** How a member proves a change of payment password: the current one, or a code to the bound mobile. */
export type PaymentPasswordProof = 'none' | 'old' | 'sms';

/** A payment password as typed: six digits, and not one anyone would guess first. */
export function newPaymentPasswordError(value: string): FieldError | undefined {
  const error = paymentPasswordError(value);
  return error ? { key: `security.paymentPassword.${error}` } : undefined;
}

/** A payment password as typed to authorise a payment: six digits (its strength was judged when set). */
export function typedPaymentPasswordError(value: string): FieldError | undefined {
  if (!value) return REQUIRED;
  return paymentPasswordError(value) === 'format' ? { key: 'security.paymentPassword.format' } : undefined;
}

/**
 * The payment password form: the new password (six digits, not trivial), its confirmation, and
 * the proof a change needs: the current password or an SMS code. A first password needs none.
 *
 * @example
 * validatePaymentPassword({ newPassword: '123456', confirmPassword: '123456', oldPassword: '', smsCode: '' }, 'old');
 * // → { oldPassword: REQUIRED, newPassword: { key: 'security.paymentPassword.trivial' } }
 */
export function validatePaymentPassword(
  values: {
    readonly oldPassword: string;
    readonly smsCode: string;
    readonly newPassword: string;
    readonly confirmPassword: string;
  },
  proof: PaymentPasswordProof,
): FieldErrors<PaymentPasswordField> {
  return onlyErrors({
    oldPassword: proof === 'old' && !values.oldPassword ? REQUIRED : undefined,
    smsCode: proof === 'sms' && !values.smsCode.trim() ? REQUIRED : undefined,
    newPassword: values.newPassword ? newPaymentPasswordError(values.newPassword) : REQUIRED,
    confirmPassword:
      values.confirmPassword !== values.newPassword ? { key: 'validation.inconsistent' } : undefined,
  });
}
