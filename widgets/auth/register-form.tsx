import { useMemo, useState, type FormEvent } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { Checkbox } from '../ui/text-field';
import type { RegisterRules } from '../../sdk/contract/entities';
import {
  registerFormFields,
  showAffiliateField,
  type RegisterFormField,
  type RegisterKind,
} from '../../sdk/rules/registration';
import { confirmationError, REQUIRED, validateField } from '../../sdk/rules/validation/validate-field';
import { CaptchaField, type CaptchaState } from './captcha-field';
import { PhoneField, MOBILE_PATTERN } from './phone-field';
import { SmsButton } from './sms-button';
import { RegisterTextField } from './register-fields';
import { placeError } from './server-error';
import { useAffiliateFromUrl } from './use-affiliate';

type Values = Partial<Record<RegisterFormField, string>>;
type Errors = Partial<Record<RegisterFormField | 'agreement', string>>;

/** One registration form (username or mobile), built from the server's rules (SPEC §3, §5). */
export function RegisterForm(props: { kind: RegisterKind; rules: RegisterRules }) {
  const croupier = useCroupier();
  const t = useT();
  const flags = useSignal(croupier.state.flags);
  const affiliate = useAffiliateFromUrl();
  const fields = useMemo(
    () =>
      registerFormFields({
        rules: props.rules,
        kind: props.kind,
        flags,
        showAffiliate: showAffiliateField(
          props.rules.affiliateCode?.enabled ?? false,
          affiliate.code,
          affiliate.valid,
        ),
      }),
    [props.rules, props.kind, flags, affiliate.code, affiliate.valid],
  );
  const [values, setValues] = useState<Values>({});
  const [dialingCode, setDialingCode] = useState('63');
  const [captcha, setCaptcha] = useState<CaptchaState>();
  const [captchaRefresh, setCaptchaRefresh] = useState(0);
  const [agreed, setAgreed] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  function errorOf(
    field: RegisterFormField,
    required: boolean,
    current: Values = values,
    captchaValue = captcha?.value ?? '',
  ): string | undefined {
    const value = field === 'captcha' ? captchaValue : (current[field] ?? '');
    const trimmed = field.toLowerCase().includes('password') ? value : value.trim();
    if (field === 'confirmPassword') {
      const problem = confirmationError(current.password ?? '', value);
      return problem && t(problem.key);
    }
    if (field === 'mobileNum' && trimmed && !MOBILE_PATTERN.test(trimmed)) return t('validation.mobile');
    const rule = props.rules[field];
    if (!rule) return required && !trimmed ? t(REQUIRED.key) : undefined;
    const problem = validateField(rule, trimmed, { required });
    return problem && t(problem.key, problem.values);
  }

  // Errors appear on submit; a field already showing one is re-checked as the player edits it.
  // (Checking on blur would move the submit button between mousedown and mouseup and lose the click.)
  const set = (field: RegisterFormField, required: boolean) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: errorOf(field, required, next) }));
  };
  const onCaptcha = (next: CaptchaState) => {
    // A new image (new key) keeps the message that asked for it; typing re-checks.
    if (errors.captcha && next.key === captcha?.key)
      setErrors((e) => ({ ...e, captcha: errorOf('captcha', true, values, next.value) }));
    setCaptcha(next);
  };

  async function sendCode() {
    const problem = errorOf('mobileNum', true);
    setErrors((e) => ({ ...e, mobileNum: problem }));
    if (problem) return undefined;
    try {
      return await croupier.account.requestSms(props.kind === 'mobile' ? 'register' : 'registerUsername', {
        mobile: values.mobileNum!.trim(),
        dialingCode,
      });
    } catch (error) {
      // SPEC §7: an SMS failure shows a warning dialog with the server's message.
      croupier.modals.open('message', { titleKey: 'auth.smsFailed', text: placeError(t, error).message });
      return undefined;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {};
    for (const { field, required } of fields) {
      const problem = errorOf(field, required);
      if (problem) next[field] = problem;
    }
    if (!agreed) next.agreement = t('auth.agreementRequired');
    setErrors(next);
    setFormError(undefined);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await croupier.account.register(props.kind, {
        ...values,
        ...(affiliate.valid && affiliate.code ? { affiliateCode: affiliate.code } : {}),
        ...(values.mobileNum ? { countryDialingCode: dialingCode } : {}),
        ...(captcha ? { captcha: captcha.value, captchaKey: captcha.key } : {}),
      });
    } catch (error) {
      const placed = placeError(t, error);
      if (placed.field && fields.some((f) => f.field === placed.field))
        setErrors({ [placed.field]: placed.message });
      else setFormError(placed.message);
      // SPEC §4: a failed registration refreshes the captcha.
      setCaptchaRefresh((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="cr-auth-form" data-register={props.kind}>
      {formError && (
        <p className="cr-form-error" role="alert">
          {formError}
        </p>
      )}
      {fields.map(({ field, required }) => {
        if (field === 'mobileNum') {
          return (
            <PhoneField
              key={field}
              mobile={values.mobileNum ?? ''}
              dialingCode={dialingCode}
              onMobile={set('mobileNum', true)}
              onDialingCode={setDialingCode}
              error={errors.mobileNum}
            />
          );
        }
        if (field === 'captcha') {
          return (
            <CaptchaField
              key={field}
              value={captcha?.value ?? ''}
              error={errors.captcha}
              refreshSignal={captchaRefresh}
              onChange={onCaptcha}
            />
          );
        }
        return (
          <RegisterTextField
            key={field}
            field={field}
            required={required}
            value={values[field] ?? ''}
            error={errors[field]}
            onChange={set(field, required)}
            maxLength={field === 'verificationCode' ? 255 : undefined}
            trailing={field === 'verificationCode' ? <SmsButton send={sendCode} /> : undefined}
          />
        );
      })}
      <Checkbox
        name="agreement"
        checked={agreed}
        onChange={setAgreed}
        error={errors.agreement}
        label={
          <>
            {t('auth.agreementPrefix')}{' '}
            <a href="/help" target="_blank" rel="noopener">
              {t('auth.agreementLink')}
            </a>
          </>
        }
      />
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={busy}>
        {busy && <span className="cr-spinner" aria-hidden="true" />}
        {t('auth.registerSubmit')}
      </button>
    </form>
  );
}
