import type { LoginVerificationMethods } from '../../contract/entities';
import { mobileNumError } from './contact-fields';
import { onlyErrors, requiredError, type FieldErrors } from './validate-field';

/**
 * A second step of a login from a new address (LOGINIPVERF3), as the platform names it in
 * `login_verify_required`'s value.
 *
 * @example
 * const method: rules.LoginProofMethod = 'sms';
 */
export type LoginProofMethod = keyof LoginVerificationMethods;

/**
 * A field of the second step's form, as its errors are keyed.
 *
 * @example
 * const field: rules.LoginProofField = 'payeeName';
 */
export type LoginProofField = 'payeeName' | 'mobileNum' | 'verificationCode' | 'authCode' | 'email';

/**
 * The second step's form as typed (only the chosen method's fields count).
 *
 * @example
 * const values: rules.LoginProofValues = { email: 'player1@example.com' };
 */
export type LoginProofValues = Partial<Record<LoginProofField, string>>;

/** The page's order of the steps (C 24755 tabSorting). */
const ORDER: readonly LoginProofMethod[] = ['payeeName', 'sms', 'ga', 'email'];

/** The one-letter method the verification call takes for each step (C 25060–25120). */
const LETTER = { payeeName: 'P', sms: 'S', ga: 'G', email: 'E' } as const;

/**
 * The steps the account offers, in the order the page shows them.
 *
 * @example
 * rules.loginProofMethods({ payeeName: false, sms: true, ga: false, email: true }); // ['sms', 'email']
 */
export function loginProofMethods(offered: LoginVerificationMethods): LoginProofMethod[] {
  return ORDER.filter((method) => offered[method]);
}

/**
 * Each step's fields must be filled; the mobile number must also look like one.
 *
 * @example
 * rules.validateLoginProof('sms', { mobileNum: '9171234567', verificationCode: '' });
 * // { verificationCode: { key: 'validation.required' } }
 */
export function validateLoginProof(
  method: LoginProofMethod,
  values: LoginProofValues,
): FieldErrors<LoginProofField> {
  switch (method) {
    case 'payeeName':
      return onlyErrors({ payeeName: requiredError(values.payeeName) });
    case 'sms':
      return onlyErrors({
        mobileNum: mobileNumError(values.mobileNum ?? ''),
        verificationCode: requiredError(values.verificationCode),
      });
    case 'ga':
      return onlyErrors({ authCode: requiredError(values.authCode) });
    case 'email':
      return onlyErrors({ email: requiredError(values.email) });
  }
}

/**
 * The proof as the verification call takes it: the method's letter and its fields, trimmed.
 *
 * @example
 * rules.loginProofBody('email', { email: ' player1@example.com ' });
 * // { method: 'E', email: 'player1@example.com' }
 */
export function loginProofBody(method: LoginProofMethod, values: LoginProofValues) {
  const field = (name: LoginProofField) => (values[name] ?? '').trim();
  switch (method) {
    case 'payeeName':
      return { method: LETTER.payeeName, payeeName: field('payeeName') };
    case 'sms':
      return {
        method: LETTER.sms,
        mobileNum: field('mobileNum'),
        verificationCode: field('verificationCode'),
      };
    case 'ga':
      return { method: LETTER.ga, authCode: field('authCode') };
    case 'email':
      return { method: LETTER.email, email: field('email') };
  }
}
