import { useState, type FormEvent } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { TextField, Checkbox } from '../ui/text-field';
import { errorText } from '../../sdk/i18n/error-text';
import { CaptchaField, type CaptchaState } from './captcha-field';
import { captchaRequested } from '../../sdk/rules/login-flow';
import { REQUIRED } from '../../sdk/rules/validation/validate-field';
import { isPlatformError } from '../../sdk/client/platform-error';
import { readRememberedLogin } from '../../sdk/session/remembered-login';

type Errors = Partial<Record<'username' | 'password' | 'captcha', string>>;

/**
 * Username and password login (SPEC §2, §4, §5): trimmed fields, captcha when the platform asks.
 * `onCaptchaAlternative` offers a way in for a player who cannot read the image (the SMS tab).
 */
export function UsernameLoginForm(props: { onCaptchaAlternative?: () => void } = {}) {
  const croupier = useCroupier();
  const t = useT();
  const remembered = readRememberedLogin(globalThis.document ?? { cookie: '' });
  const [username, setUsername] = useState(remembered?.loginType === 'username' ? remembered.username : '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(!!remembered);
  const [captcha, setCaptcha] = useState<CaptchaState | undefined>();
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaRefresh, setCaptchaRefresh] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // A login captcha is drawn for one username; after the name changes, the image must be redrawn.
  const captchaIsStale = () => showCaptcha && !!captcha && captcha.username !== username.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (captchaIsStale()) {
      setCaptchaRefresh((n) => n + 1);
      setErrors({ captcha: t('auth.captchaRedrawn') });
      return;
    }
    const next: Errors = {};
    if (!username.trim()) next.username = t(REQUIRED.key);
    if (!password.trim()) next.password = t(REQUIRED.key);
    if (showCaptcha && !captcha?.value.trim()) next.captcha = t(REQUIRED.key);
    setErrors(next);
    setFormError(undefined);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await croupier.auth.loginWithPassword({
        username,
        password,
        remember,
        ...(showCaptcha && captcha ? { captcha: captcha.value, captchaKey: captcha.key } : {}),
      });
      croupier.events.emit('navigate', { path: '/' });
    } catch (error) {
      setPassword('');
      if (isPlatformError(error) && captchaRequested(error.value)) {
        setShowCaptcha(true);
        setCaptchaRefresh((n) => n + 1);
      }
      if (isPlatformError(error) && (error.code === 'captcha_invalid' || error.code === 'captcha_required')) {
        setErrors({ captcha: errorText(t, error) });
      } else {
        setFormError(errorText(t, error));
      }
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
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        error={errors.username}
        onChange={setUsername}
        onBlur={() => captchaIsStale() && setCaptchaRefresh((n) => n + 1)}
        data-autofocus={username ? undefined : true}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        revealable
        value={password}
        error={errors.password}
        onChange={setPassword}
        data-autofocus={username ? true : undefined}
      />
      {showCaptcha && (
        <CaptchaField
          value={captcha?.value ?? ''}
          error={errors.captcha}
          refreshSignal={captchaRefresh}
          username={username}
          onChange={setCaptcha}
        />
      )}
      {showCaptcha && props.onCaptchaAlternative && (
        <p className="cr-auth-hint">
          <button type="button" className="cr-link-btn" onClick={props.onCaptchaAlternative}>
            {t('auth.captchaAlternative')}
          </button>
        </p>
      )}
      <div className="cr-auth-form__row">
        <Checkbox label={t('auth.rememberMe')} checked={remember} onChange={setRemember} name="remember" />
        <button
          type="button"
          className="cr-link-btn"
          onClick={() => {
            croupier.modals.close('login');
            croupier.modals.open('forgotPassword');
          }}
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={busy}>
        {busy && <span className="cr-spinner" aria-hidden="true" />}
        {t('auth.loginSubmit')}
      </button>
    </form>
  );
}
