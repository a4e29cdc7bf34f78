import type { phoneAuthErrors as es } from '../es/phone-auth-errors';

/* English: SPEC §8's phone-authentication messages (see es/phone-auth-errors.ts). */
export const phoneAuthErrors: Record<keyof typeof es, string> = {
  'auth/invalid-phone-number': 'Invalid phone number format.',
  'auth/missing-phone-number': 'Please enter a valid phone number.',
  'auth/too-many-requests': 'Too many requests, please try again after 5 minutes.',
  'auth/unknown': 'An unknown error occurred.',
  'auth/invalid-verification-code': 'The verification code is not valid.',
  'auth/missing-verification-code': 'The verification code is missing.',
  'auth/code-expired': 'The verification code has expired, please send it again.',
  'auth/captcha-check-failed': 'The security check failed, please try again.',
  'auth/quota-exceeded': 'Quota not sufficient, please contact customer service.',
  'auth/operation-not-allowed': 'This function is not enabled, please contact customer service.',
  'auth/popup-closed-by-user': 'Login failed. Please try again.',
  phone_token_invalid: 'The phone number could not be confirmed. Please send a new code.',
  phone_provider_unavailable: 'Phone verification is unavailable right now. Please try again later.',
  bind_customer_required: 'No account uses this phone number. Register to bind it.',
};
