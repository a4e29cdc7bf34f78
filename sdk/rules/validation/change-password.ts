import { newPasswordPairErrors } from './new-password';
import { onlyErrors, REQUIRED, type FieldErrors, type FieldRule } from './validate-field';

/**
 * A field of the change-password form, as its errors are keyed.
 *
 * @example
 * const field: rules.ChangePasswordField = 'confirmNewPassword';
 */
export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * SPEC §5 change password: the new password per the password rule, its confirmation equal, and
 * the old password unless the portal already holds it (the login that forced the change).
 *
 * @example
 * validateChangePassword(
 *   { oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' },
 *   { password: rules.password, oldPasswordKnown: true },
 * ); // → { newPassword: { key: 'validation.pattern.anyCharacters', values: { range: '8-64' } },
 *   //     confirmNewPassword: { key: 'validation.inconsistent' } }
 */
export function validateChangePassword(
  values: { readonly oldPassword: string; readonly newPassword: string; readonly confirmNewPassword: string },
  rules: { readonly password?: FieldRule; readonly oldPasswordKnown: boolean },
): FieldErrors<ChangePasswordField> {
  return onlyErrors({
    oldPassword: rules.oldPasswordKnown || values.oldPassword ? undefined : REQUIRED,
    ...newPasswordPairErrors(values, rules.password),
  });
}
