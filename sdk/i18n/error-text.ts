import type { TFunction } from 'i18next';
import { isPlatformError } from '../client/platform-error';

/**
 * The translated message for an error: `errors.<code>` when the code is known, otherwise the
 * platform's own message (SPEC: unknown codes show the server message), otherwise a generic one.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (isPlatformError(error)) {
    const key = `errors.${error.code}`;
    const known = t(key, { defaultValue: '' });
    if (known) return known;
    if (error.message) return error.message;
  }
  return t('errors.unknown');
}
