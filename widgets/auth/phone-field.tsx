import { TextField } from '../ui/text-field';
import { useT } from '../ui/croupier-context';
import { CountryCodePicker } from '../ui/country-code-picker';

/** A mobile number with its country dialling code. */
export function PhoneField(props: {
  mobile: string;
  dialingCode: string;
  onMobile: (mobile: string) => void;
  onDialingCode: (code: string) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  return (
    <TextField
      label={t('auth.fields.mobileNum')}
      name="mobileNum"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      value={props.mobile}
      error={props.error}
      onChange={(value) => props.onMobile(value.replace(/[^\d]/g, ''))}
      leading={
        <CountryCodePicker
          value={props.dialingCode}
          onChange={props.onDialingCode}
          label={(code) => t('auth.dialingCode', { code })}
          listLabel={t('auth.dialingCodes')}
        />
      }
      data-autofocus={props.autoFocus || undefined}
    />
  );
}
