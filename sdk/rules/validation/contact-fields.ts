import { EMAIL_PATTERN, MOBILE_NUM_PATTERN } from '../../contract/schema';
import { REQUIRED, type FieldError } from './validate-field';

// The contract's own patterns: a number the form lets through is one the platform accepts.
const MOBILE_NUM = new RegExp(MOBILE_NUM_PATTERN);
const EMAIL = new RegExp(EMAIL_PATTERN);

/**
 * SPEC §5: 'valid mobile number'.
 *
 * @example
 * rules.mobileNumError('12') === rules.INVALID_MOBILE; // true
 */
export const INVALID_MOBILE: FieldError = { key: 'validation.mobile' };

/**
 * The email message names the length of the brand's default email rule; the forgot-password form
 * checks the address's shape only, since the platform compares it with the one on file.
 *
 * @example
 * rules.emailError('player@') === rules.INVALID_EMAIL; // true
 */
export const INVALID_EMAIL: FieldError = { key: 'validation.pattern.email', values: { range: '6-64' } };

/**
 * True when `value` is a mobile number the platform takes (digits only, 4 to 15).
 *
 * @example
 * rules.isMobileNum('912345678'); // true
 * rules.isMobileNum('12ab'); // false
 */
export const isMobileNum = (value: string) => MOBILE_NUM.test(value);

/**
 * SPEC §5: the mobile number is required and valid (also re-checked before an SMS is requested).
 *
 * @example
 * rules.mobileNumError('12'); // { key: 'validation.mobile' }
 */
export function mobileNumError(value: string): FieldError | undefined {
  if (!value) return REQUIRED;
  return isMobileNum(value) ? undefined : INVALID_MOBILE;
}

/**
 * SPEC §5 forgot by email: the email is required and valid (surrounding spaces ignored).
 *
 * @example
 * rules.emailError(''); // { key: 'validation.required' }
 */
export function emailError(value: string): FieldError | undefined {
  const email = value.trim();
  if (!email) return REQUIRED;
  return EMAIL.test(email) ? undefined : INVALID_EMAIL;
}
