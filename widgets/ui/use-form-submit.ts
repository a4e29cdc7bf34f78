import { useRef, useState, type FormEvent } from 'react';
import type { FieldError, FieldErrors } from '../../sdk/rules/validation/validate-field';
import { useT } from './croupier-context';
import { placeError } from './server-error';

export interface FormSubmitOptions<F extends string> {
  /** Checks the form, usually with a validator of sdk/rules: the fields in error, as keys. */
  validate: () => FieldErrors<F>;
  /** Sends the form. A rejection is shown under its field, or on top of the form. */
  submit: () => Promise<unknown>;
  /** The fields the form can show: a refusal naming one of these goes under it. */
  fields: readonly F[];
  /** Names the field of a refusal the platform does not mark with one (a login's captcha codes). */
  fieldOf?: (error: unknown) => F | undefined;
  /** Runs after a refusal is shown (redraw a captcha, clear a password). */
  onError?: (error: unknown) => void;
}

export interface FormSubmit<F extends string> {
  readonly busy: boolean;
  /** The translated message under each field. */
  readonly errors: Partial<Record<F, string>>;
  /** The translated message on top of the form (render it with FormError). */
  readonly formError: string | undefined;
  /** Shows, or with `undefined` clears, one field's message between submits. */
  setFieldError(field: F, error: FieldError | undefined): void;
  /** Places a refusal from another call of the form (sending a code) as a submit's would be. */
  showError(error: unknown): void;
  /** The form's onSubmit: validate, then send, then place what the platform refused. */
  onSubmit(event?: FormEvent): Promise<void>;
}

/**
 * A form's submit cycle (SPEC §8: form errors appear under each field): messages shown on submit,
 * nothing sent while one shows, the form busy while it is sent, and a refusal placed under the
 * field it names or on top of the form.
 */
export function useFormSubmit<F extends string>(options: FormSubmitOptions<F>): FormSubmit<F> {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string>();
  // Busy state lags a render behind: a second Enter in the same moment must not send twice.
  const sending = useRef(false);
  const text = (error: FieldError) => t(error.key, error.values);

  function showError(error: unknown) {
    const placed = placeError(t, error);
    const field = options.fieldOf?.(error) ?? (placed.field as F | undefined);
    if (field !== undefined && options.fields.includes(field))
      setErrors({ [field]: placed.message } as Partial<Record<F, string>>);
    else setFormError(placed.message);
  }

  async function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (sending.current) return;
    const shown: Partial<Record<F, string>> = {};
    for (const [field, error] of Object.entries(options.validate()) as [F, FieldError | undefined][])
      if (error) shown[field] = text(error);
    setErrors(shown);
    setFormError(undefined);
    if (Object.keys(shown).length > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      await options.submit();
    } catch (error) {
      showError(error);
      options.onError?.(error);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return {
    busy,
    errors,
    formError,
    setFieldError: (field, error) => setErrors((shown) => ({ ...shown, [field]: error && text(error) })),
    showError,
    onSubmit,
  };
}
