import { TextField } from '../ui/text-field';
import { useT } from '../ui/croupier-context';
import type { RegisterFormField } from '../../sdk/rules/registration';

const TYPES: Partial<
  Record<
    RegisterFormField,
    { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text' }
  >
> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'numeric' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
};

/** A plain text field of the registration form, labelled and typed by its name. */
export function RegisterTextField(props: {
  field: RegisterFormField;
  required: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  trailing?: React.ReactNode;
  maxLength?: number;
}) {
  const t = useT();
  const kind = TYPES[props.field] ?? {};
  const password = kind.type === 'password';
  return (
    <TextField
      label={t(`auth.fields.${props.field}`)}
      name={props.field}
      type={kind.type ?? 'text'}
      autoComplete={kind.autoComplete ?? 'off'}
      inputMode={kind.inputMode}
      required={props.required}
      revealable={password}
      value={props.value}
      error={props.error}
      maxLength={props.maxLength}
      onChange={props.onChange}
      trailing={props.trailing}
    />
  );
}
