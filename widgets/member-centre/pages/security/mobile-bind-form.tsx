import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { CountryCodePicker } from '@widgets/ui/country-code-picker';
import { useDialingCode } from '@widgets/ui/use-dialing-code';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { validateMobileBind, type MobileBindField } from '@sdk/rules/validation/contact-binding';
import { SendCodeButton } from './send-code-button';

/** Binds a mobile number: a code goes to it, and coming back with it proves the number. */
export function MobileBindForm(props: { onBound: () => void; onCancel: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const [dialing, setDialing] = useDialingCode();
  const [values, setValues] = useState({ mobileNum: '', smsCode: '' });
  const form = useFormSubmit<MobileBindField>({
    fields: ['mobileNum', 'smsCode'],
    validate: () => validateMobileBind(values, 'bind'),
    submit: async () => {
      await croupier.security.bindMobile(dialing, values.mobileNum, values.smsCode);
      props.onBound();
    },
  });
  const sendCode = async () => {
    const error = validateMobileBind(values, 'code').mobileNum;
    form.setFieldError('mobileNum', error);
    if (error) return false;
    try {
      await croupier.security.sendMobileBindCode(dialing, values.mobileNum);
      return true;
    } catch (refusal) {
      form.showError(refusal);
      return false;
    }
  };
  return (
    <form className="cr-security__form" noValidate onSubmit={form.onSubmit}>
      <FormError message={form.formError} />
      <TextField
        label={t('security.binding.mobileNum')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        value={values.mobileNum}
        error={form.errors.mobileNum}
        onChange={(v) => setValues((s) => ({ ...s, mobileNum: v.replace(/[^\d]/g, '') }))}
        leading={
          <CountryCodePicker
            value={dialing}
            onChange={setDialing}
            label={(code) => t('security.binding.dialingCode', { code })}
            listLabel={t('security.binding.dialingCodes')}
          />
        }
      />
      <TextField
        label={t('security.binding.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={values.smsCode}
        error={form.errors.smsCode}
        onChange={(v) => setValues((s) => ({ ...s, smsCode: v }))}
        trailing={
          <SendCodeButton
            send={sendCode}
            label={t('security.binding.sendCode')}
            resendIn={(seconds) => t('security.binding.resendIn', { seconds })}
            sent={t('security.binding.codeSent', { where: t('security.binding.phone') })}
          />
        }
      />
      <div className="cr-security__actions">
        <button type="button" className="cr-btn" onClick={props.onCancel}>
          {t('security.binding.cancel')}
        </button>
        <button type="submit" className="cr-btn cr-btn--primary" disabled={form.busy}>
          {t('security.binding.bindMobile')}
        </button>
      </div>
    </form>
  );
}
