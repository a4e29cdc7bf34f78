/**
 * SPEC §9: SMS countdown when the platform gives no expiry, and for the phone-provider route.
 *
 * @example
 * rules.smsCountdownSeconds(undefined) === rules.DEFAULT_SMS_COUNTDOWN_SECONDS; // true
 */
export const DEFAULT_SMS_COUNTDOWN_SECONDS = 60;

/**
 * SPEC §9: at most one SMS request per second.
 *
 * @example
 * if (rules.throttleAllows(lastSmsAt, Date.now(), rules.SMS_REQUEST_THROTTLE_MS)) await sendSms();
 */
export const SMS_REQUEST_THROTTLE_MS = 1000;
/**
 * SPEC §9: at most one captcha refresh per second.
 *
 * @example
 * if (rules.throttleAllows(lastRefreshAt, Date.now(), rules.CAPTCHA_REFRESH_THROTTLE_MS)) refreshCaptcha();
 */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

/**
 * SPEC §4: the SMS button stays disabled for expiredMinutes × 60 s (60 s by default; always one
 * minute on the phone-authentication route).
 *
 * @example
 * rules.smsCountdownSeconds(2); // 120
 * rules.smsCountdownSeconds(undefined); // 60
 */
export function smsCountdownSeconds(
  expiredMinutes: number | undefined,
  route: 'platform' | 'firebase' = 'platform',
): number {
  if (route === 'firebase') return DEFAULT_SMS_COUNTDOWN_SECONDS;
  if (!expiredMinutes || !Number.isFinite(expiredMinutes) || expiredMinutes <= 0)
    return DEFAULT_SMS_COUNTDOWN_SECONDS;
  return Math.round(expiredMinutes * 60);
}

/**
 * Seconds left of a countdown started at `startedAt` (ms) lasting `seconds`.
 *
 * @example
 * rules.secondsLeft(0, 60, 15_000); // 45
 */
export function secondsLeft(startedAt: number, seconds: number, now: number): number {
  return Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000));
}

/**
 * Whether an action last run at `lastAt` may run again at `now`.
 *
 * @example
 * rules.throttleAllows(1000, 1500, 1000); // false: 500 ms since the last one
 */
export function throttleAllows(lastAt: number | undefined, now: number, intervalMs: number): boolean {
  return lastAt === undefined || now - lastAt >= intervalMs;
}

/**
 * How long an action last run at `lastAt` must wait before it may run again at `now` (0: at once).
 *
 * @example
 * rules.throttleDelay(1000, 1500, 1000); // 500
 */
export function throttleDelay(lastAt: number | undefined, now: number, intervalMs: number): number {
  return lastAt === undefined ? 0 : Math.max(0, lastAt + intervalMs - now);
}
