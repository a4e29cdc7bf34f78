import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useDialingCode } from '../ui/use-dialing-code';
import { Checkbox } from '../ui/text-field';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import { mobileNumError } from '../../sdk/rules/validation/contact-fields';
import { validateMobileLogin, type MobileLoginField } from '../../sdk/rules/validation/login';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { UnboundNumberDialog } from './unbound-number-dialog';
import { isUnboundNumber } from '../../sdk/rules/unbound-number';
import { useSendSmsCode } from './use-send-sms-code';

const FIELDS: readonly MobileLoginField[] = ['mobileNum', 'verificationCode'];

/**
 * SPEC §2, §5: login by mobile number and SMS code (with MOBILEVERCODELOGIN3); on the phone-code
 * provider's route the provider sends and checks the code (SPEC §7). A number the provider proved
 * but no account uses opens the choice of UnboundNumberDialog; `onUseExistingAccount` is where its
 * "existing account" goes (the password login, which then binds the number it is given).
 */
export function MobileLoginForm(props: { onUseExistingAccount?: (number: string) => void } = {}) {
  const croupier = useCroupier();
  const t = useT();
  const [remembered] = useState(() => croupier.auth.rememberedLogin());
  const [mobile, setMobile] = useState(remembered?.loginType === 'sms' ? remembered.username : '');
  const [dialingCode, setDialingCode] = useDialingCode(remembered?.dialingCode);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(remembered?.loginType === 'sms');
  // The number a provider login found no account for: the dialog's, while it is open.
  const [unbound, setUnbound] = useState<string>();

  const form = useFormSubmit<MobileLoginField>({
    fields: FIELDS,
    validate: () => validateMobileLogin({ mobileNum: mobile, verificationCode: code }),
    // The SDK goes to / once the session has started (SPEC §2).
    submit: async () => {
      try {
        await croupier.account.loginWithCode({ mobile, dialingCode, code, remember });
      } catch (error) {
        // Not a failure to show under a field: a choice to offer (the platform's page silences it).
        if (!isUnboundNumber(error)) throw error;
        setUnbound(`+${dialingCode} ${mobile.trim()}`);
      }
    },
  });

  const sendSms = useSendSmsCode((error) => form.setFieldError('mobileNum', error));
  const sendCode = () => sendSms('login', { mobile, dialingCode }, mobileNumError(mobile));

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="cr-auth-form">
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
      <div className="cr-auth-form__row">
        <Checkbox label={t('auth.rememberMe')} checked={remember} onChange={setRemember} name="remember" />
      </div>
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={form.busy}>
        {form.busy && <span className="cr-spinner" aria-hidden="true" />}
        {t('auth.loginSubmit')}
      </button>
      {unbound && (
        <UnboundNumberDialog
          number={unbound}
          onClose={() => {
            croupier.account.forgetUnboundNumber();
            setUnbound(undefined);
          }}
          onExisting={() => {
            void croupier.account.useExistingAccount();
            setUnbound(undefined);
            props.onUseExistingAccount?.(unbound);
          }}
        />
      )}
    </form>
  );
}
