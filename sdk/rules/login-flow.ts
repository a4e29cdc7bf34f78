/**
 * How a session was opened: SPEC §2's login types of the login modal, or a partner's sign-on
 * ticket (`ticket`: no password typed, like an SMS login).
 *
 * @example
 * const kind: rules.LoginKind = 'ticket';
 */
export type LoginKind = 'username' | 'sms' | 'firebase' | 'ticket';

/**
 * SPEC §4: a failed login asks for the captcha when its error value carries the captcha flag.
 *
 * @example
 * rules.captchaRequested({ captcha: true }); // true: show the captcha field
 */
export function captchaRequested(errorValue: unknown): boolean {
  return (
    typeof errorValue === 'object' &&
    errorValue !== null &&
    (errorValue as { captcha?: unknown }).captcha === true
  );
}

/**
 * What a successful login asks of the portal next (see {@link afterLogin}).
 *
 * @example
 * const outcome: rules.LoginOutcome = rules.afterLogin({ loginType: 'sms', platformRequiresChange: false, firstTimeLogin: true, passwordExpired: false, forceChangeWhenExpired: false });
 * if (outcome.changePassword) croupier.modals.open('changePassword', { required: true });
 */
export interface LoginOutcome {
  /** Run the platform's first-login action. */
  readonly firstLoginAction: boolean;
  /** Show the change-password modal (and store the change-password-required flag). */
  readonly changePassword: boolean;
}

/**
 * SPEC §4 login success: run the first-login action when firstTimeLogin; show the change-password
 * modal when the password is the brand's weak default or a temporary one, or has expired and the
 * brand forces a change (PWDEXPFORCECHANGE3) — but never after an SMS or phone-provider login,
 * where no password was typed.
 *
 * SPEC compares the typed password with the weak default in the page; ours is decided by the
 * platform (`changePasswordRequired` of the login answer), which also holds the session to it, so
 * the default password is never sent to anonymous visitors.
 *
 * @example
 * rules.afterLogin({
 *   loginType: 'username',
 *   platformRequiresChange: true,
 *   firstTimeLogin: false,
 *   passwordExpired: false,
 *   forceChangeWhenExpired: false,
 * }); // { firstLoginAction: false, changePassword: true }
 */
export function afterLogin(input: {
  loginType: LoginKind;
  platformRequiresChange: boolean;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  forceChangeWhenExpired: boolean;
}): LoginOutcome {
  const passwordLogin = input.loginType === 'username';
  const expired = input.passwordExpired && input.forceChangeWhenExpired;
  return {
    firstLoginAction: input.firstTimeLogin,
    changePassword: passwordLogin && (input.platformRequiresChange || expired),
  };
}

/**
 * SPEC §5: login fields are trimmed before they are checked and sent.
 *
 * @example
 * rules.trimFields({ username: ' player1 ', password: ' pw ' }); // { username: 'player1', password: 'pw' }
 */
export function trimFields<T extends object>(form: T): T {
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}
