import { emailError, mobileNumError } from './contact-fields';
import { onlyErrors, REQUIRED, type FieldErrors } from './validate-field';

/** Binding a contact goes in two steps: ask for a code, then send it back. */
export type BindStep = 'code' | 'bind';

export type MobileBindField = 'mobileNum' | 'smsCode';
export type EmailBindField = 'email' | 'code';

/**
 * The mobile binding form: a valid number for either step, and the code for the second.
 *
 * @example
 * validateMobileBind({ mobileNum: '91712', smsCode: '' }, 'bind');
 * // → { smsCode: REQUIRED } when the number is valid; { mobileNum: INVALID_MOBILE, ... } when not
 */
export function validateMobileBind(
  values: { readonly mobileNum: string; readonly smsCode: string },
  step: BindStep,
): FieldErrors<MobileBindField> {
  return onlyErrors({
    mobileNum: mobileNumError(values.mobileNum),
    smsCode: step === 'bind' && !values.smsCode.trim() ? REQUIRED : undefined,
  });
}

/** The email binding form: a valid address for either step, and the code for the second. */
export function validateEmailBind(
  values: { readonly email: string; readonly code: string },
  step: BindStep,
): FieldErrors<EmailBindField> {
  return onlyErrors({
    email: emailError(values.email),
    code: step === 'bind' && !values.code.trim() ? REQUIRED : undefined,
  });
}
