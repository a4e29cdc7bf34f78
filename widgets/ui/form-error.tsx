/**
 * A form's own error, above its fields: a refusal that names no field. An alert, so a screen
 * reader announces it as soon as it appears.
 */
export function FormError(props: { message: string | undefined }) {
  return props.message ? (
    <p className="cr-form-error" role="alert">
      {props.message}
    </p>
  ) : null;
}
