import { useState, type FormEvent } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { Modal } from '../ui/modal';
import { Tabs } from '../ui/tabs';
import { TextField } from '../ui/text-field';
import { FLAGS } from '../../sdk/rules/whitelabel';
import { REQUIRED, validateField } from '../../sdk/rules/validation/validate-field';
import { PhoneField, MOBILE_PATTERN } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { placeError } from './server-error';
import { useAccountRules } from './use-password-rule';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Method = 'email' | 'phone';

/** SPEC §2 forgot-password modal: by email, and by phone when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal() {
  const croupier = useCroupier();
  const t = useT();
  const flags = useSignal(croupier.state.flags);
  const byPhone = flags[FLAGS.changePasswordVerification] === true;
  const [method, setMethod] = useState<Method>('email');
  const close = () => croupier.modals.close('forgotPassword');
  return (
    <Modal name="forgot-password" title={t('auth.forgotTitle')} onClose={close}>
      {byPhone ? (
        <Tabs
          label={t('auth.forgotMethods')}
          tabs={[
            { id: 'email', label: t('auth.tabs.email') },
            { id: 'phone', label: t('auth.tabs.mobile') },
          ]}
          selected={method}
          onSelect={setMethod}
        >
          {method === 'email' ? <ByEmail /> : <ByPhone />}
        </Tabs>
      ) : (
        <ByEmail />
      )}
    </Modal>
  );
}

function ByEmail() {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string; email?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const usernameProblem = !username.trim()
      ? t(REQUIRED.key)
      : rules.username && validateField(rules.username, username.trim());
    const next = {
      username:
        typeof usernameProblem === 'string'
          ? usernameProblem
          : usernameProblem
            ? t(usernameProblem.key, usernameProblem.values)
            : undefined,
      email: !email.trim()
        ? t(REQUIRED.key)
        : EMAIL.test(email.trim())
          ? undefined
          : t('validation.pattern.email', { range: '6-64' }),
    };
    setErrors(next);
    if (next.username || next.email) return;
    setBusy(true);
    try {
      await croupier.account.forgotByEmail(username, email);
      // SPEC §4: a confirmation dialog, then the modal closes.
      croupier.modals.close('forgotPassword');
      croupier.modals.open('message', { titleKey: 'auth.forgotTitle', messageKey: 'auth.forgotEmailSent' });
    } catch (error) {
      setErrors({ form: placeError(t, error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="cr-auth-form" aria-busy={busy}>
      <p className="cr-auth-hint">{t('auth.forgotEmailHint')}</p>
      {errors.form && (
        <p className="cr-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        error={errors.username}
        onChange={setUsername}
        data-autofocus
      />
      <TextField
        label={t('auth.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={setEmail}
      />
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={busy}>
        {t('auth.forgotEmailSubmit')}
      </button>
    </form>
  );
}

function ByPhone() {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useState('63');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{
    mobileNum?: string;
    verificationCode?: string;
    newPassword?: string;
    form?: string;
  }>({});
  const [busy, setBusy] = useState(false);
  const mobileError = () =>
    !mobile ? t(REQUIRED.key) : MOBILE_PATTERN.test(mobile) ? undefined : t('validation.mobile');
  const passwordError = () => {
    if (!password) return t(REQUIRED.key);
    const problem = rules.password && validateField(rules.password, password, { required: true });
    return problem ? t(problem.key, problem.values) : undefined;
  };

  async function sendCode() {
    const problem = mobileError();
    setErrors((e) => ({ ...e, mobileNum: problem }));
    if (problem) return undefined;
    try {
      return await croupier.account.requestSms('password', { mobile, dialingCode });
    } catch (error) {
      croupier.modals.open('message', { titleKey: 'auth.smsFailed', text: placeError(t, error).message });
      return undefined;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      mobileNum: mobileError(),
      verificationCode: code.trim() ? undefined : t(REQUIRED.key),
      newPassword: passwordError(),
    };
    setErrors(next);
    if (next.mobileNum || next.verificationCode || next.newPassword) return;
    setBusy(true);
    try {
      await croupier.account.resetByPhone({ mobile, dialingCode }, code, password);
    } catch (error) {
      const placed = placeError(t, error);
      if (
        placed.field === 'mobileNum' ||
        placed.field === 'verificationCode' ||
        placed.field === 'newPassword'
      )
        setErrors({ [placed.field]: placed.message });
      else setErrors({ form: placed.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="cr-auth-form" aria-busy={busy}>
      {errors.form && (
        <p className="cr-form-error" role="alert">
          {errors.form}
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
      <TextField
        label={t('auth.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        revealable
        required
        value={password}
        error={errors.newPassword}
        onChange={setPassword}
      />
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={busy}>
        {t('auth.resetSubmit')}
      </button>
    </form>
  );
}
