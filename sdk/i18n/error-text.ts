import type { TFunction } from 'i18next';
import { isPlatformError } from '../client/platform-error';

/**
 * The translated message for an error: `errors.<code>` when the code is known, otherwise the
 * platform's own message (SPEC: unknown codes show the server message), otherwise a generic one.
 * A text may show what the refusal carries as `{{value.<field>}}` (an exclusion's end date, the
 * deposit still allowed), nested so nothing from the server can pass as an i18next option.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (isPlatformError(error)) {
    const key = `errors.${error.code}`;
    const known = t(key, { defaultValue: '', value: error.value });
    if (known) return known;
    if (error.message) return error.message;
  }
  return t('errors.unknown');
}
