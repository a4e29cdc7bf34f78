import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useDialingCode } from '../ui/use-dialing-code';
import { TextField } from '../ui/text-field';
import { Tabs } from '../ui/tabs';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import type { LoginVerificationMethods } from '../../sdk/contract/entities';
import { isPlatformError } from '../../sdk/client/platform-error';
import { mobileNumError } from '../../sdk/rules/validation/contact-fields';
import {
  loginProofMethods,
  validateLoginProof,
  type LoginProofField,
  type LoginProofMethod,
  type LoginProofValues,
} from '../../sdk/rules/validation/login-verification';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useSendSmsCode } from './use-send-sms-code';

/** The steps proved by one typed field: that field, and how the browser should help type it. */
const SINGLE_FIELD: Partial<
  Record<LoginProofMethod, { field: 'payeeName' | 'authCode' | 'email'; input: Record<string, string> }>
> = {
  payeeName: { field: 'payeeName', input: { autoComplete: 'off' } },
  ga: { field: 'authCode', input: { inputMode: 'numeric', autoComplete: 'one-time-code' } },
  email: { field: 'email', input: { type: 'email', autoComplete: 'email' } },
};

const FIELDS: readonly LoginProofField[] = [
  'payeeName',
  'mobileNum',
  'verificationCode',
  'authCode',
  'email',
];

/** Refusals the login form answers better: a captcha now due, or the password no longer right. */
const BACK_TO_LOGIN = new Set(['captcha_required', 'captcha_invalid', 'login_failed']);

/**
 * LOGINIPVERF3's second step (C 24540–25340): the password was right but the network is new to the
 * account, so the player proves it with one detail the account has bound. The username and
 * password come from the login form, in memory only.
 */
export function LoginVerificationForm(props: {
  login: { username: string; password: string; remember: boolean };
  offered: LoginVerificationMethods;
  /** Back to the login form; with the refusal that sent it there, if any. */
  onBack: (error?: unknown) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const methods = loginProofMethods(props.offered);
  const [method, setMethod] = useState<LoginProofMethod>(methods[0] ?? 'email');
  const [values, setValues] = useState<LoginProofValues>({});
  const [dialingCode, setDialingCode] = useDialingCode();
  const set = (field: LoginProofField) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  const form = useFormSubmit<LoginProofField>({
    fields: FIELDS,
    validate: () => validateLoginProof(method, values),
    // The SDK goes to / once the session has started (SPEC §2).
    submit: () => croupier.account.verifyLogin(props.login, method, values),
    onError: (error) => {
      if (isPlatformError(error) && BACK_TO_LOGIN.has(error.code)) props.onBack(error);
    },
  });
  const sendSms = useSendSmsCode((error) => form.setFieldError('mobileNum', error));
  const mobile = values.mobileNum ?? '';
  const sendCode = () => sendSms('login', { mobile, dialingCode }, mobileNumError(mobile));

  // The one-field steps differ only in their field and its input hints.
  const single = SINGLE_FIELD[method];
  const fields =
    method === 'sms' ? (
      <>
        <PhoneField
          mobile={mobile}
          dialingCode={dialingCode}
          onMobile={set('mobileNum')}
          onDialingCode={setDialingCode}
          error={form.errors.mobileNum}
        />
        <SmsCodeField
          value={values.verificationCode ?? ''}
          error={form.errors.verificationCode}
          onChange={set('verificationCode')}
          send={sendCode}
        />
      </>
    ) : (
      single && (
        <TextField
          {...single.input}
          label={t(`auth.verify.${single.field}`)}
          name={single.field}
          required
          value={values[single.field] ?? ''}
          error={form.errors[single.field]}
          onChange={set(single.field)}
        />
      )
    );

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="cr-auth-form">
      <p className="cr-auth-hint" role="status">
        {t('auth.verify.hint')}
      </p>
      <FormError message={form.formError} />
      {methods.length > 1 ? (
        <Tabs
          label={t('auth.verify.methods')}
          tabs={methods.map((id) => ({ id, label: t(`auth.verify.tabs.${id}`) }))}
          selected={method}
          onSelect={(id) => {
            setMethod(id);
            setValues({});
          }}
        >
          {fields}
        </Tabs>
      ) : (
        fields
      )}
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={form.busy}>
        {form.busy && <span className="cr-spinner" aria-hidden="true" />}
        {t('auth.verify.submit')}
      </button>
      <p className="cr-auth-hint">
        <button type="button" className="cr-link-btn" onClick={() => props.onBack()}>
          {t('auth.verify.back')}
        </button>
      </p>
    </form>
  );
}
