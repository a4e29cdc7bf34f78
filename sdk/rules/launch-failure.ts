/** A refused launch as the platform reports it: its error code and the detail it sent. */
export interface LaunchRefusal {
  readonly code: string;
  readonly value?: unknown;
}

/** What the portal shows for a launch that did not start. */
export type LaunchFailure =
  /** The vendor's maintenance window (times as the platform sent them; either may be missing). */
  | { readonly kind: 'maintenance'; readonly start?: number; readonly end?: number }
  /** The balance cannot cover the game: offer a deposit. */
  | { readonly kind: 'deposit' }
  /** No (real) session: the login popup, or the trial-account warning. */
  | { readonly kind: 'login' }
  /** Anything else: the error's translated message. */
  | { readonly kind: 'message' };

/** Codes after which the player must log in (again) or register a real account before playing. */
const LOGIN_CODES: readonly string[] = ['CUSTOMER_NOT_LOGIN', 'in_need_true_account'];

/**
 * DESIGN.md's launch errors: `vendor_under_maintenance` shows the window from
 * `value.content.data.maintainTime/endTime`, `launch_game_balance_not_enough` offers a deposit,
 * a launch that needs a (real) login asks for one, and every other failure — a network failure
 * included (`undefined`: not a platform refusal) — shows its message.
 */
export function launchFailure(refusal: LaunchRefusal | undefined): LaunchFailure {
  if (refusal?.code === 'vendor_under_maintenance') {
    const window = (
      refusal.value as { content?: { data?: { maintainTime?: number; endTime?: number } } } | undefined
    )?.content?.data;
    return { kind: 'maintenance', start: window?.maintainTime, end: window?.endTime };
  }
  if (refusal?.code === 'launch_game_balance_not_enough') return { kind: 'deposit' };
  if (refusal && LOGIN_CODES.includes(refusal.code)) return { kind: 'login' };
  return { kind: 'message' };
}
