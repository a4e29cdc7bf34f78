import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { NewPasswordField } from './new-password-field';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import { placeError } from '../ui/server-error';
import { mobileNumError } from '../../sdk/rules/validation/contact-fields';
import { validateForgotByPhone, type ForgotByPhoneField } from '../../sdk/rules/validation/password-reset';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useAccountRules } from './use-password-rule';

const FIELDS: readonly ForgotByPhoneField[] = ['mobileNum', 'verificationCode', 'newPassword'];

/** SPEC §4 forgot by phone (CHNGPASSVERIF3): an SMS code and a new password, then logged straight in. */
export function ForgotByPhoneForm() {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useState('63');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit<ForgotByPhoneField>({
    fields: FIELDS,
    validate: () =>
      validateForgotByPhone({ mobileNum: mobile, verificationCode: code, newPassword: password }, rules),
    submit: () => croupier.account.resetByPhone({ mobile, dialingCode }, code, password),
  });

  async function sendCode() {
    const problem = mobileNumError(mobile);
    form.setFieldError('mobileNum', problem);
    if (problem) return undefined;
    try {
      return await croupier.account.requestSms('password', { mobile, dialingCode });
    } catch (error) {
      croupier.modals.open('message', { titleKey: 'auth.smsFailed', text: placeError(t, error).message });
      return undefined;
    }
  }

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
