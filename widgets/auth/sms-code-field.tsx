import { useT } from '../ui/croupier-context';
import { TextField } from '../ui/text-field';
import { SmsButton } from './sms-button';

/** The SMS verification-code field with its "send code" button, as every SMS form shows it. */
export function SmsCodeField(props: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  send: () => Promise<number | undefined>;
}) {
  const t = useT();
  return (
    <TextField
      label={t('auth.fields.verificationCode')}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={255}
      value={props.value}
      error={props.error}
      onChange={props.onChange}
      trailing={<SmsButton send={props.send} />}
    />
  );
}
