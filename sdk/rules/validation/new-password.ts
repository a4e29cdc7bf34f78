import {
  confirmationError,
  REQUIRED,
  validateField,
  type FieldError,
  type FieldRule,
} from './validate-field';

/**
 * SPEC §5: a new password is required and meets the brand's password rule, once that rule has
 * loaded (the platform checks it again either way). Passwords are never trimmed.
 *
 * @example
 * rules.newPasswordError('', undefined); // { key: 'validation.required' }
 */
export function newPasswordError(value: string, rule: FieldRule | undefined): FieldError | undefined {
  if (!value) return REQUIRED;
  return rule ? validateField(rule, value, { required: true }) : undefined;
}

/**
 * A new password and its confirmation, which must be equal ('inconsistent twice').
 *
 * @example
 * rules.newPasswordPairErrors({ newPassword: 'abc12345', confirmNewPassword: 'abc1234' }, undefined);
 * // { confirmNewPassword: { key: 'validation.inconsistent' } }
 */
export function newPasswordPairErrors(
  values: { readonly newPassword: string; readonly confirmNewPassword: string },
  rule: FieldRule | undefined,
) {
  return {
    newPassword: newPasswordError(values.newPassword, rule),
    confirmNewPassword: confirmationError(values.newPassword, values.confirmNewPassword),
  };
}
