import { emailError, mobileNumError } from './contact-fields';
import { newPasswordError, newPasswordPairErrors } from './new-password';
import {
  onlyErrors,
  REQUIRED,
  requiredError,
  validateField,
  type FieldErrors,
  type FieldRule,
} from './validate-field';

/**
 * The brand's username and password rules (from its username-registration settings).
 *
 * @example
 * const accountRules: rules.AccountRules = { username: registerRules.username, password: registerRules.password };
 * const errors = rules.validateResetByLink({ newPassword, confirmNewPassword }, accountRules);
 */
export interface AccountRules {
  readonly username?: FieldRule;
  readonly password?: FieldRule;
}

/**
 * A field of the forgot-password-by-email form, as its errors are keyed.
 *
 * @example
 * const field: rules.ForgotByEmailField = 'email';
 */
export type ForgotByEmailField = 'username' | 'email';

/**
 * SPEC §5 forgot by email: username required and matching the username rule; email required and valid.
 *
 * @example
 * validateForgotByEmail({ username: 'agentone', email: 'agent1@' }, rules);
 * // → { email: { key: 'validation.pattern.email', values: { range: '6-64' } } }
 */
export function validateForgotByEmail(
  values: { readonly username: string; readonly email: string },
  rules: AccountRules,
): FieldErrors<ForgotByEmailField> {
  const username = values.username.trim();
  return onlyErrors({
    username: !username ? REQUIRED : rules.username && validateField(rules.username, username),
    email: emailError(values.email),
  });
}

/**
 * A field of the forgot-password-by-phone form, as its errors are keyed.
 *
 * @example
 * const field: rules.ForgotByPhoneField = 'verificationCode';
 */
export type ForgotByPhoneField = 'mobileNum' | 'verificationCode' | 'newPassword';

/**
 * SPEC §5 forgot by phone: mobile number required and valid, SMS code required, new password
 * required and meeting the password rule.
 *
 * @example
 * rules.validateForgotByPhone({ mobileNum: '912345678', verificationCode: '1234', newPassword: '' }, {});
 * // { newPassword: { key: 'validation.required' } }
 */
export function validateForgotByPhone(
  values: { readonly mobileNum: string; readonly verificationCode: string; readonly newPassword: string },
  rules: AccountRules,
): FieldErrors<ForgotByPhoneField> {
  return onlyErrors({
    mobileNum: mobileNumError(values.mobileNum),
    verificationCode: requiredError(values.verificationCode),
    newPassword: newPasswordError(values.newPassword, rules.password),
  });
}

/**
 * A field of the emailed link's new-password form, as its errors are keyed.
 *
 * @example
 * const field: rules.ResetByLinkField = 'newPassword';
 */
export type ResetByLinkField = 'newPassword' | 'confirmNewPassword';

/**
 * The emailed link's page: a new password per the password rule, and its confirmation.
 *
 * @example
 * rules.validateResetByLink({ newPassword: 'abc12345', confirmNewPassword: 'abc12345' }, {}); // {}
 */
export function validateResetByLink(
  values: { readonly newPassword: string; readonly confirmNewPassword: string },
  rules: AccountRules,
): FieldErrors<ResetByLinkField> {
  return onlyErrors(newPasswordPairErrors(values, rules.password));
}
