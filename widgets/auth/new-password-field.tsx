import { useT } from '../ui/croupier-context';
import { TextField } from '../ui/text-field';

/**
 * A new password, or its confirmation: the browser may offer to generate one, the player may
 * reveal what was typed. Every form that sets a password asks it this way.
 */
export function NewPasswordField(props: {
  confirm?: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  return (
    <TextField
      label={t(props.confirm ? 'auth.confirmNewPassword' : 'auth.newPassword')}
      name={props.confirm ? 'confirmNewPassword' : 'newPassword'}
      type="password"
      autoComplete="new-password"
      revealable
      required
      value={props.value}
      error={props.error}
      onChange={props.onChange}
      data-autofocus={props.autoFocus ? true : undefined}
    />
  );
}
