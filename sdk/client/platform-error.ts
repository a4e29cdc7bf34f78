import { isSessionEndingCode } from '../contract/errors';

/**
 * A refusal from the platform, or a failure to reach it. `code` is the platform's `errorCode`
 * (`network_error` and `network_timeout` when no answer came back).
 *
 * @example
 * try {
 *   await croupier.auth.loginWithPassword({ username, password });
 * } catch (e) {
 *   if (e instanceof PlatformError && rules.captchaRequested(e.value)) showCaptcha = true;
 *   else throw e;
 * }
 */
export class PlatformError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Extra detail the platform sent (`{ captcha: true }`, a maintenance window, ...). */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'PlatformError';
  }

  /** True for the codes after which the session is gone and the player must log in again. */
  get endsSession(): boolean {
    return isSessionEndingCode(this.code);
  }
}

/**
 * Whether a caught value is a {@link PlatformError}, for `catch` blocks and promise rejections.
 *
 * @example
 * await croupier.wallet.refreshBalance().catch((e) => {
 *   if (isPlatformError(e) && e.endsSession) return; // the runtime already asks for a login
 *   throw e;
 * });
 */
export const isPlatformError = (e: unknown): e is PlatformError => e instanceof PlatformError;
