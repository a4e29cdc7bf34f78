import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from './croupier-context';
import { Icon } from './icon';
import * as icons from './icons';
import { useStyles } from './styles';
import fieldCss from './field.css?inline';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it. */
  error?: string;
  hint?: ReactNode;
  /** Content after the input (a button, an image). */
  trailing?: ReactNode;
  /** Content before the input (a dialling-code picker). */
  leading?: ReactNode;
  /** Adds a show/hide toggle for passwords. */
  revealable?: boolean;
}

/** A labelled input with its error under it (SPEC §8: form errors appear under each field). */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  trailing,
  leading,
  revealable,
  type,
  required,
  ...input
}: TextFieldProps) {
  useStyles('cr-field', fieldCss);
  const t = useT();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const described =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`cr-field${error ? ' has-error' : ''}`}>
      <label className="cr-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="cr-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="cr-field__control">
        {leading}
        <input
          {...input}
          id={id}
          className="cr-field__input"
          type={revealable && revealed ? 'text' : type}
          value={value}
          required={required}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        />
        {revealable && (
          <button
            type="button"
            className="cr-icon-btn cr-field__reveal"
            aria-label={t(revealed ? 'auth.hidePassword' : 'auth.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((r) => !r)}
          >
            <Icon path={revealed ? icons.eyeOff : icons.eye} />
          </button>
        )}
        {trailing}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="cr-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="cr-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label, in the same style. */
export function Checkbox(props: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
}) {
  useStyles('cr-field', fieldCss);
  const id = useId();
  return (
    <div className={`cr-check${props.error ? ' has-error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        className="cr-check__box"
        checked={props.checked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id} className="cr-check__label">
        {props.label}
      </label>
      {props.error && (
        <p id={`${id}-error`} className="cr-field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
