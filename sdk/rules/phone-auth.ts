/**
 * SPEC §4: on the phone-code provider's route the "send code" countdown is one minute, whatever
 * the brand's SMS lifetime.
 *
 * @example
 * const seconds = rules.PHONE_PROVIDER_COUNTDOWN_SECONDS; // 60
 */
export const PHONE_PROVIDER_COUNTDOWN_SECONDS = 60;

/**
 * SPEC §8's phone-authentication messages, by the provider's error code: each has a text
 * (`errors.<code>`) in every language. Any other code the provider raises reads as `auth/unknown`,
 * as on the platform's page (C 6478–6488).
 *
 * @example
 * rules.PHONE_AUTH_CODES.includes('auth/quota-exceeded'); // true
 */
export const PHONE_AUTH_CODES = [
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/unknown',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/code-expired',
  'auth/captcha-check-failed',
  'auth/quota-exceeded',
  'auth/operation-not-allowed',
  'auth/popup-closed-by-user',
] as const;

/**
 * One of SPEC §8's phone-authentication message codes.
 *
 * @example
 * const code: rules.PhoneAuthCode = 'auth/code-expired';
 */
export type PhoneAuthCode = (typeof PHONE_AUTH_CODES)[number];

/**
 * The message code of a provider failure: its own when SPEC names it, `auth/unknown` otherwise.
 *
 * @example
 * rules.phoneAuthCode({ code: 'auth/code-expired' }); // 'auth/code-expired'
 * rules.phoneAuthCode({ code: 'auth/network-request-failed' }); // 'auth/unknown'
 * rules.phoneAuthCode(new Error('boom')); // 'auth/unknown'
 */
export function phoneAuthCode(error: unknown): PhoneAuthCode {
  const code = (error as { code?: unknown } | null)?.code;
  return (PHONE_AUTH_CODES as readonly unknown[]).includes(code) ? (code as PhoneAuthCode) : 'auth/unknown';
}
