import { useEffect, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { TextField, Checkbox } from '../ui/text-field';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import { CaptchaField, type CaptchaState } from './captcha-field';
import { captchaRequested } from '../../sdk/rules/login-flow';
import { captchaIsStale, validateLogin, type LoginField } from '../../sdk/rules/validation/login';
import { isPlatformError } from '../../sdk/client/platform-error';
import type { LoginVerificationMethods } from '../../sdk/contract/entities';
import { LoginVerificationForm } from './login-verification-form';
import { NUMBER_SLOT, withNumber } from './number-in-sentence';

const FIELDS: readonly LoginField[] = ['username', 'password', 'captcha'];

/** The platform's captcha refusals name no field; they belong under the captcha. */
const captchaRefusal = (error: unknown): LoginField | undefined =>
  isPlatformError(error) && (error.code === 'captcha_invalid' || error.code === 'captcha_required')
    ? 'captcha'
    : undefined;

/** The credentials a second step sends again: kept in this widget's memory only, never stored. */
interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly remember: boolean;
}

/**
 * Username and password login (SPEC §2, §4, §5): trimmed fields, captcha when the platform asks.
 * `onCaptchaAlternative` offers a way in for a player who cannot read the image (the SMS tab).
 * A login from a network new to the account (LOGINIPVERF3) goes on to the second step.
 * `bindingNumber`: a number the provider proved and no account uses, which this login binds
 * ("log in with an existing account").
 */
export function UsernameLoginForm(props: { onCaptchaAlternative?: () => void; bindingNumber?: string } = {}) {
  const [step, setStep] = useState<{
    verify?: LoginVerificationMethods;
    login?: Credentials;
    refusal?: unknown;
  }>({});
  // Each return from the second step mounts a fresh form, with what it needs to show.
  const [round, setRound] = useState(0);
  if (step.verify && step.login)
    return (
      <LoginVerificationForm
        login={step.login}
        offered={step.verify}
        onBack={(refusal) => {
          setStep({ login: step.login, refusal });
          setRound((n) => n + 1);
        }}
      />
    );
  return (
    <PasswordStep
      key={round}
      start={step.login}
      refusal={step.refusal}
      onCaptchaAlternative={props.onCaptchaAlternative}
      bindingNumber={props.bindingNumber}
      onVerify={(login, verify) => setStep({ login, verify })}
    />
  );
}

function PasswordStep(props: {
  start?: Credentials;
  refusal?: unknown;
  onCaptchaAlternative?: () => void;
  bindingNumber?: string;
  onVerify: (login: Credentials, offered: LoginVerificationMethods) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const [remembered] = useState(() => croupier.auth.rememberedLogin());
  const [username, setUsername] = useState(
    props.start?.username ?? (remembered?.loginType === 'username' ? remembered.username : ''),
  );
  // A password refused on the second step is typed again; otherwise it is kept for the retry.
  const [password, setPassword] = useState(() =>
    isPlatformError(props.refusal) && props.refusal.code === 'login_failed'
      ? ''
      : (props.start?.password ?? ''),
  );
  const [remember, setRemember] = useState(props.start?.remember ?? !!remembered);
  const [captcha, setCaptcha] = useState<CaptchaState | undefined>();
  const [showCaptcha, setShowCaptcha] = useState(
    () => isPlatformError(props.refusal) && captchaRequested(props.refusal.value),
  );
  const [captchaRefresh, setCaptchaRefresh] = useState(0);

  const rules = { captchaShown: showCaptcha, captchaDrawnFor: captcha?.username };
  const redrawIfStale = () => captchaIsStale(username, rules) && setCaptchaRefresh((n) => n + 1);

  const form = useFormSubmit<LoginField>({
    fields: FIELDS,
    validate: () => {
      redrawIfStale();
      return validateLogin({ username, password, captcha: captcha?.value }, rules);
    },
    // The SDK goes to / once the session has started (SPEC §2).
    submit: () => {
      const fields = {
        username,
        password,
        remember,
        ...(showCaptcha && captcha ? { captcha: captcha.value, captchaKey: captcha.key } : {}),
      };
      return props.bindingNumber
        ? croupier.account.loginBindingNumber(fields)
        : croupier.auth.loginWithPassword(fields);
    },
    fieldOf: captchaRefusal,
    onError: (error) => {
      if (isPlatformError(error) && error.code === 'login_verify_required') {
        props.onVerify({ username, password, remember }, error.value as LoginVerificationMethods);
        return;
      }
      setPassword('');
      if (isPlatformError(error) && captchaRequested(error.value)) {
        setShowCaptcha(true);
        setCaptchaRefresh((n) => n + 1);
      }
    },
  });

  const { refusal } = props;
  useEffect(() => {
    if (refusal !== undefined) form.showError(refusal);
    // Once, for the refusal that brought the player back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="cr-auth-form">
      <FormError message={form.formError} />
      {props.bindingNumber && <BindingNote number={props.bindingNumber} />}
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        error={form.errors.username}
        onChange={setUsername}
        onBlur={redrawIfStale}
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
        error={form.errors.password}
        onChange={setPassword}
        data-autofocus={username ? true : undefined}
      />
      {showCaptcha && (
        <CaptchaField
          value={captcha?.value ?? ''}
          error={form.errors.captcha}
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
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={form.busy}>
        {form.busy && <span className="cr-spinner" aria-hidden="true" />}
        {t('auth.loginSubmit')}
      </button>
    </form>
  );
}

/** What this login will do besides: link the number the player proved a moment ago. */
function BindingNote(props: { number: string }) {
  const t = useT();
  return (
    <p className="cr-auth-hint" role="status">
      {withNumber(t('auth.unboundNumber.bindOnLogin', { number: NUMBER_SLOT }), props.number)}
    </p>
  );
}
