import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useDialingCode } from '../ui/use-dialing-code';
import { NewPasswordField } from './new-password-field';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import { mobileNumError } from '../../sdk/rules/validation/contact-fields';
import { validateForgotByPhone, type ForgotByPhoneField } from '../../sdk/rules/validation/password-reset';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useSendSmsCode } from './use-send-sms-code';
import { useAccountRules } from './use-password-rule';

const FIELDS: readonly ForgotByPhoneField[] = ['mobileNum', 'verificationCode', 'newPassword'];

/** SPEC §4 forgot by phone (CHNGPASSVERIF3): an SMS code and a new password, then logged straight in. */
export function ForgotByPhoneForm() {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useDialingCode();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit<ForgotByPhoneField>({
    fields: FIELDS,
    validate: () =>
      validateForgotByPhone({ mobileNum: mobile, verificationCode: code, newPassword: password }, rules),
    submit: () => croupier.account.resetByPhone({ mobile, dialingCode }, code, password),
  });

  const sendSms = useSendSmsCode((error) => form.setFieldError('mobileNum', error));
  const sendCode = () => sendSms('password', { mobile, dialingCode }, mobileNumError(mobile));

  return (
    <form noValidate onSubmit={form.onSubmit} className="cr-auth-form" aria-busy={form.busy}>
      <FormError message={form.formError} />
      <PhoneField
        mobile={mobile}
        dialingCode={dialingCode}
        onMobile={setMobile}
        onDialingCode={setDialingCode}
        error={form.errors.mobileNum}
        autoFocus
      />
      <SmsCodeField value={code} error={form.errors.verificationCode} onChange={setCode} send={sendCode} />
      <NewPasswordField value={password} error={form.errors.newPassword} onChange={setPassword} />
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={form.busy}>
        {t('auth.resetSubmit')}
      </button>
    </form>
  );
}
