import { FALLBACK_TEMPLATE, PATTERN_TEMPLATES } from './patterns';
import { checkAgainstRule } from '../../contract/field-rule';
import type { FieldRule as ContractFieldRule } from '../../contract/entities/register-rules';

/**
 * A rule from the server's validation configuration (SPEC §3).
 *
 * @example
 * const rule: rules.FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 1, minLength: 6, maxLength: 12 };
 * rules.validateField(rule, 'abc'); // the pattern message, with its range '6-12'
 */
export type FieldRule = Readonly<ContractFieldRule>;

/**
 * A translatable error: an i18n key and the values it interpolates.
 *
 * @example
 * const error: rules.FieldError | undefined = rules.requiredError(username);
 * if (error) message.textContent = croupier.i18n.t(error.key, error.values);
 */
export interface FieldError {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * What a form validator returns: the fields in error, each with its translatable message.
 *
 * @example
 * const errors: rules.FieldErrors<rules.MobileLoginField> = rules.validateMobileLogin({ mobileNum, verificationCode });
 * const canSubmit = Object.keys(errors).length === 0;
 */
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/**
 * SPEC §5: 'Input cannot be empty'.
 *
 * @example
 * rules.requiredError('') === rules.REQUIRED; // true
 */
export const REQUIRED: FieldError = { key: 'validation.required' };

/**
 * A required text field; spaces alone count as empty.
 *
 * @example
 * rules.requiredError('  '); // { key: 'validation.required' }
 */
export function requiredError(value: string | undefined): FieldError | undefined {
  return value?.trim() ? undefined : REQUIRED;
}

/**
 * Drops the fields that passed, so a form is valid exactly when the result has no keys.
 *
 * @example
 * rules.onlyErrors({ username: rules.requiredError(''), password: undefined }); // { username: { key: 'validation.required' } }
 */
export function onlyErrors<F extends string>(checks: Record<F, FieldError | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(checks).filter(([, error]) => error)) as FieldErrors<F>;
}

/**
 * SPEC §5: min and max substituted; a single number when they are equal.
 *
 * @example
 * rules.lengthRange({ minLength: 6, maxLength: 12 }); // '6-12'
 */
export function lengthRange(rule: Pick<FieldRule, 'minLength' | 'maxLength'>): string {
  return rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;
}

/**
 * The pattern-id message of a rule, with its range.
 *
 * @example
 * const rule = { enabled: true, required: true, acceptedPattern: '^[a-z][a-z0-9]{5,11}$', patternId: 2, minLength: 6, maxLength: 12 };
 * rules.patternMessage(rule); // { key: 'validation.pattern.letterThenLettersDigits', values: { range: '6-12' } }
 */
export function patternMessage(rule: FieldRule): FieldError {
  const template = PATTERN_TEMPLATES[rule.patternId] ?? FALLBACK_TEMPLATE;
  return { key: `validation.pattern.${template}`, values: { range: lengthRange(rule) } };
}

/**
 * Checks one value against its server rule (SPEC §5) and says what to show: nothing, 'Input cannot
 * be empty', or the rule's pattern message.
 *
 * @example
 * const rule = { enabled: true, required: true, acceptedPattern: '^[a-z][a-z0-9]{5,11}$', patternId: 2, minLength: 6, maxLength: 12 };
 * rules.validateField(rule, '1abc'); // { key: 'validation.pattern.letterThenLettersDigits', values: { range: '6-12' } }
 * rules.validateField(rule, 'abc123'); // undefined
 */
export function validateField(
  rule: FieldRule,
  value: string,
  options: { required?: boolean } = {},
): FieldError | undefined {
  const check = checkAgainstRule(rule, value, options.required ?? rule.required);
  if (check === 'required') return REQUIRED;
  return check === 'pattern' ? patternMessage(rule) : undefined;
}

/**
 * SPEC §5: the confirmation must equal the password ('Incorrect confirmation input').
 *
 * @example
 * rules.confirmationError('abc12345', 'abc1234'); // { key: 'validation.inconsistent' }
 */
export function confirmationError(password: string, confirmation: string): FieldError | undefined {
  if (confirmation === '') return REQUIRED;
  return password === confirmation ? undefined : { key: 'validation.inconsistent' };
}
