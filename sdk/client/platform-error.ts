import { isSessionEndingCode } from '../contract/errors';

/**
 * A refusal from the platform, or a failure to reach it. `code` is the platform's `errorCode`
 * (`network_error` and `network_timeout` when no answer came back).
 *
 * @example
 * try { await croupier.auth.login(form) }
 * catch (e) { if (e instanceof PlatformError && e.code === 'login_failed') showCaptcha(e.value) }
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

export const isPlatformError = (e: unknown): e is PlatformError => e instanceof PlatformError;
