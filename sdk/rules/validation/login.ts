import { mobileNumError } from './contact-fields';
import { onlyErrors, requiredError, type FieldError, type FieldErrors } from './validate-field';

/**
 * A field of the login form, as its errors are keyed.
 *
 * @example
 * const field: rules.LoginField = 'captcha';
 */
export type LoginField = 'username' | 'password' | 'captcha';

/**
 * The login form as typed.
 *
 * @example
 * const values: rules.LoginValues = { username: 'player1', password, captcha: '4821' };
 */
export interface LoginValues {
  readonly username: string;
  readonly password: string;
  readonly captcha?: string;
}

/**
 * What the login form's validation depends on besides the values: the captcha's state.
 *
 * @example
 * const loginRules: rules.LoginRules = { captchaShown: true, captchaDrawnFor: 'player1' };
 * rules.captchaIsStale('player2', loginRules); // true
 */
export interface LoginRules {
  /** The platform asked for the captcha (SPEC §4). */
  readonly captchaShown: boolean;
  /** The username the shown image was drawn for; undefined before one is drawn. */
  readonly captchaDrawnFor?: string;
}

/**
 * The image was drawn for another username: a new one is drawn, and its code must be typed.
 *
 * @example
 * if (rules.captchaIsStale(username, loginRules)) captchaError = rules.CAPTCHA_REDRAWN;
 */
export const CAPTCHA_REDRAWN: FieldError = { key: 'auth.captchaRedrawn' };

/**
 * The platform accepts a login captcha for the username it was drawn for only, so after the name
 * changes the image on screen cannot serve it.
 *
 * @example
 * rules.captchaIsStale('player2', { captchaShown: true, captchaDrawnFor: 'player1' }); // true: draw it again
 */
export function captchaIsStale(username: string, rules: LoginRules): boolean {
  return (
    rules.captchaShown && rules.captchaDrawnFor !== undefined && rules.captchaDrawnFor !== username.trim()
  );
}

/**
 * SPEC §5 login by username: username and password required, the captcha too when it shows, and
 * drawn for this username. Login fields are trimmed, so spaces alone count as empty.
 *
 * @example
 * validateLogin({ username: ' ', password: 'x' }, { captchaShown: false });
 * // → { username: { key: 'validation.required' } }
 */
export function validateLogin(values: LoginValues, rules: LoginRules): FieldErrors<LoginField> {
  if (captchaIsStale(values.username, rules)) return { captcha: CAPTCHA_REDRAWN };
  return onlyErrors({
    username: requiredError(values.username),
    password: requiredError(values.password),
    captcha: rules.captchaShown ? requiredError(values.captcha) : undefined,
  });
}

/**
 * A field of the SMS-code login form, as its errors are keyed.
 *
 * @example
 * const field: rules.MobileLoginField = 'mobileNum';
 */
export type MobileLoginField = 'mobileNum' | 'verificationCode';

/**
 * The SMS-code login form as typed.
 *
 * @example
 * const values: rules.MobileLoginValues = { mobileNum: '912345678', verificationCode: '1234' };
 * rules.validateMobileLogin(values); // {}
 */
export interface MobileLoginValues {
  readonly mobileNum: string;
  readonly verificationCode: string;
}

/**
 * SPEC §5 mobile login: the mobile number required and valid, the SMS code required.
 *
 * @example
 * rules.validateMobileLogin({ mobileNum: '912345678', verificationCode: '' });
 * // { verificationCode: { key: 'validation.required' } }
 */
export function validateMobileLogin(values: MobileLoginValues): FieldErrors<MobileLoginField> {
  return onlyErrors({
    mobileNum: mobileNumError(values.mobileNum),
    verificationCode: requiredError(values.verificationCode),
  });
}
