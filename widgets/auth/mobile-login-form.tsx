import { useState, type FormEvent } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { Checkbox } from '../ui/text-field';
import { REQUIRED } from '../../sdk/rules/validation/validate-field';
import { readRememberedLogin } from '../../sdk/session/remembered-login';
import { PhoneField, MOBILE_PATTERN } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { placeError } from './server-error';

type Errors = Partial<Record<'mobileNum' | 'verificationCode', string>>;

/** SPEC §2, §5: login by mobile number and SMS code (with MOBILEVERCODELOGIN3). */
export function MobileLoginForm() {
  const croupier = useCroupier();
  const t = useT();
  const remembered = readRememberedLogin(globalThis.document ?? { cookie: '' });
  const [mobile, setMobile] = useState(remembered?.loginType === 'sms' ? remembered.username : '');
  const [dialingCode, setDialingCode] = useState(remembered?.dialingCode ?? '63');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(remembered?.loginType === 'sms');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const mobileError = () =>
    !mobile ? t(REQUIRED.key) : MOBILE_PATTERN.test(mobile) ? undefined : t('validation.mobile');

  async function sendCode() {
    // SPEC §5: asking for a code checks the number first.
    const problem = mobileError();
    setErrors((e) => ({ ...e, mobileNum: problem }));
    if (problem) return undefined;
    try {
      return await croupier.account.requestSms('login', { mobile, dialingCode });
    } catch (error) {
      croupier.modals.open('message', { titleKey: 'auth.smsFailed', text: placeError(t, error).message });
      return undefined;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {
      mobileNum: mobileError(),
      verificationCode: code.trim() ? undefined : t(REQUIRED.key),
    };
    setErrors(next);
    setFormError(undefined);
    if (next.mobileNum || next.verificationCode) return;
    setBusy(true);
    try {
      await croupier.auth.loginWithSms({ mobile, dialingCode, code, remember });
      croupier.events.emit('navigate', { path: '/' });
    } catch (error) {
      const placed = placeError(t, error);
      if (placed.field === 'mobileNum' || placed.field === 'verificationCode')
        setErrors({ [placed.field]: placed.message });
      else setFormError(placed.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="cr-auth-form">
      {formError && (
        <p className="cr-form-error" role="alert">
          {formError}
        </p>
      )}
      <PhoneField
        mobile={mobile}
        dialingCode={dialingCode}
        onMobile={setMobile}
        onDialingCode={setDialingCode}
        error={errors.mobileNum}
        autoFocus
      />
      <SmsCodeField value={code} error={errors.verificationCode} onChange={setCode} send={sendCode} />
      <div className="cr-auth-form__row">
        <Checkbox label={t('auth.rememberMe')} checked={remember} onChange={setRemember} name="remember" />
      </div>
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={busy}>
        {busy && <span className="cr-spinner" aria-hidden="true" />}
        {t('auth.loginSubmit')}
      </button>
    </form>
  );
}
