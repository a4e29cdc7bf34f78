import type { RegisterRules } from '../../contract/entities/register-rules';
import { ageConfirmationError, type FormField, type RegisterFormField } from '../registration';
import { INVALID_MOBILE, isMobileNum } from './contact-fields';
import {
  confirmationError,
  REQUIRED,
  validateField,
  type FieldError,
  type FieldErrors,
} from './validate-field';

/**
 * A field of the registration form, as its errors are keyed (the user agreement and the age
 * confirmation included).
 *
 * @example
 * const field: rules.RegistrationField = 'agreement';
 */
export type RegistrationField = RegisterFormField | 'agreement' | 'ageConfirmed';

/**
 * The registration form as typed (the captcha's text under `captcha`).
 *
 * @example
 * const values: rules.RegistrationValues = { username: 'player1', password, confirmPassword: password };
 */
export type RegistrationValues = Partial<Record<RegisterFormField, string>>;

/**
 * SPEC §2: the user agreement must stay ticked.
 *
 * @example
 * const agreementError = agreed ? undefined : rules.AGREEMENT_REQUIRED;
 */
export const AGREEMENT_REQUIRED: FieldError = { key: 'auth.agreementRequired' };

/**
 * SPEC §5, one registration field: its server rule (pattern, length, required) decides; a field
 * without a rule is only checked for being filled. The confirmation must equal the password, and
 * a mobile number must be one the platform takes before its rule is asked. Passwords are checked
 * as typed, everything else trimmed.
 *
 * @example
 * const errors = fields.map(({ field, required }) => rules.registrationFieldError(field, required, values, registerRules));
 */
export function registrationFieldError(
  field: RegisterFormField,
  required: boolean,
  values: RegistrationValues,
  rules: RegisterRules,
): FieldError | undefined {
  const value = values[field] ?? '';
  if (field === 'confirmPassword') return confirmationError(values.password ?? '', value);
  const checked = field.toLowerCase().includes('password') ? value : value.trim();
  if (field === 'mobileNum' && checked && !isMobileNum(checked)) return INVALID_MOBILE;
  const rule = rules[field];
  if (!rule) return required && !checked ? REQUIRED : undefined;
  return validateField(rule, checked, { required });
}

/**
 * SPEC §5: every field the form shows (see `registerFormFields`), the agreement, and the age
 * confirmation for the brand's minimum age (18 unless `minimumAge` says 21; see `ageConfirmation`).
 *
 * @example
 * const fields = registerFormFields({ rules, kind: 'username', flags, showAffiliate: false });
 * const errors = validateRegistration(
 *   { ...typed, agreed: true, ageConfirmed: true },
 *   { fields, server: rules, minimumAge: rules.minimumAgeOf(croupier.state.brand.value) },
 * );
 * for (const [field, { key, values }] of Object.entries(errors)) show(field, t(key, values));
 */
export function validateRegistration(
  values: RegistrationValues & { readonly agreed: boolean; readonly ageConfirmed?: boolean },
  rules: {
    readonly fields: readonly FormField[];
    readonly server: RegisterRules;
    readonly minimumAge?: 18 | 21;
  },
): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  for (const { field, required } of rules.fields) {
    const error = registrationFieldError(field, required, values, rules.server);
    if (error) errors[field] = error;
  }
  if (!values.agreed) errors.agreement = AGREEMENT_REQUIRED;
  const age = ageConfirmationError(values.ageConfirmed, rules.minimumAge ?? 18);
  if (age) errors.ageConfirmed = age;
  return errors;
}
