import type { TFunction } from 'i18next';
import { isPlatformError } from '../../sdk/client/platform-error';
import { patternMessage } from '../../sdk/rules/validation/validate-field';
import { errorText } from '../../sdk/i18n/error-text';

/** Where a platform refusal belongs on a form: under a field when it names one, else on top. */
export function placeError(t: TFunction, error: unknown): { field?: string; message: string } {
  if (!isPlatformError(error)) return { message: errorText(t, error) };
  const value = (error.value ?? {}) as {
    field?: string;
    patternId?: number;
    minLength?: number;
    maxLength?: number;
  };
  if (error.code === 'field_invalid' && value.patternId !== undefined) {
    const { key, values } = patternMessage({
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: value.patternId,
      minLength: value.minLength ?? 0,
      maxLength: value.maxLength ?? 0,
    });
    return { field: value.field, message: t(key, values) };
  }
  return { field: value.field, message: errorText(t, error) };
}
