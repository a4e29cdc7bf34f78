import { useMemo, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useDialingCode } from '../ui/use-dialing-code';
import { useSignal } from '../ui/use-signal';
import { Checkbox } from '../ui/text-field';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import type { RegisterRules } from '../../sdk/contract/entities';
import {
  ageConfirmation,
  minimumAgeOf,
  registerFormFields,
  showAffiliateField,
  type RegisterFormField,
  type RegisterKind,
} from '../../sdk/rules/registration';
import { isPlatformError } from '../../sdk/client/platform-error';
import {
  registrationFieldError,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from '../../sdk/rules/validation/registration';
import { CaptchaField, type CaptchaState } from './captcha-field';
import { useSendSmsCode } from './use-send-sms-code';
import { PhoneField } from './phone-field';
import { SmsButton } from './sms-button';
import { RegisterTextField } from './register-fields';
import { useAffiliateFromUrl } from './use-affiliate';

/** One registration form (username or mobile), built from the server's rules (SPEC §3, §5). */
export function RegisterForm(props: { kind: RegisterKind; rules: RegisterRules }) {
  const croupier = useCroupier();
  const t = useT();
  const flags = useSignal(croupier.state.flags);
  const minimumAge = minimumAgeOf(useSignal(croupier.state.brand));
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
  const [values, setValues] = useState<RegistrationValues>({});
  const [dialingCode, setDialingCode] = useDialingCode();
  const [captcha, setCaptcha] = useState<CaptchaState>();
  const [captchaRefresh, setCaptchaRefresh] = useState(0);
  const [agreed, setAgreed] = useState(true);
  // SPEC §5's age agreement: unticked at first, the player ticks it themselves.
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const withCaptcha = (current: RegistrationValues, captchaValue = captcha?.value ?? '') => ({
    ...current,
    captcha: captchaValue,
  });
  const requiredOf = (field: RegisterFormField) => fields.find((f) => f.field === field)?.required ?? true;
  const fieldError = (field: RegisterFormField, current: RegistrationValues, required = requiredOf(field)) =>
    registrationFieldError(field, required, current, props.rules);

  const form = useFormSubmit<RegistrationField>({
    fields: [...fields.map((f) => f.field), 'ageConfirmed'],
    validate: () =>
      validateRegistration(
        { ...withCaptcha(values), agreed, ageConfirmed },
        { fields, server: props.rules, minimumAge },
      ),
    // The platform's own refusal of an unconfirmed age goes under the checkbox too.
    fieldOf: (error) =>
      isPlatformError(error) && error.code === 'age_confirmation_required' ? 'ageConfirmed' : undefined,
    submit: () =>
      croupier.account.register(
        props.kind,
        {
          ...values,
          ...(affiliate.valid && affiliate.code ? { affiliateCode: affiliate.code } : {}),
          ...(values.mobileNum ? { countryDialingCode: dialingCode } : {}),
          ...(captcha ? { captcha: captcha.value, captchaKey: captcha.key } : {}),
        },
        { ageConfirmed },
      ),
    // SPEC §4: a failed registration refreshes the captcha.
    onError: () => setCaptchaRefresh((n) => n + 1),
  });

  // Errors appear on submit; a field already showing one is re-checked as the player edits it.
  // (Checking on blur would move the submit button between mousedown and mouseup and lose the click.)
  const set = (field: RegisterFormField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (form.errors[field]) form.setFieldError(field, fieldError(field, withCaptcha(next)));
  };
  const onCaptcha = (next: CaptchaState) => {
    // A new image (new key) keeps the message that asked for it; typing re-checks.
    if (form.errors.captcha && next.key === captcha?.key)
      form.setFieldError('captcha', fieldError('captcha', withCaptcha(values, next.value), true));
    setCaptcha(next);
  };

  const sendSms = useSendSmsCode((error) => form.setFieldError('mobileNum', error));
  const sendCode = () =>
    sendSms(
      props.kind === 'mobile' ? 'register' : 'registerUsername',
      { mobile: (values.mobileNum ?? '').trim(), dialingCode },
      fieldError('mobileNum', values, true),
    );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.busy}
      className="cr-auth-form"
      data-register={props.kind}
    >
      <FormError message={form.formError} />
      {fields.map(({ field, required }) => {
        if (field === 'mobileNum') {
          return (
            <PhoneField
              key={field}
              mobile={values.mobileNum ?? ''}
              dialingCode={dialingCode}
              onMobile={set('mobileNum')}
              onDialingCode={setDialingCode}
              error={form.errors.mobileNum}
            />
          );
        }
        if (field === 'captcha') {
          return (
            <CaptchaField
              key={field}
              value={captcha?.value ?? ''}
              error={form.errors.captcha}
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
            error={form.errors[field]}
            onChange={set(field)}
            maxLength={field === 'verificationCode' ? 255 : undefined}
            trailing={field === 'verificationCode' ? <SmsButton send={sendCode} /> : undefined}
          />
        );
      })}
      <Checkbox
        name="ageConfirmed"
        checked={ageConfirmed}
        onChange={(checked) => {
          setAgeConfirmed(checked);
          if (form.errors.ageConfirmed) form.setFieldError('ageConfirmed', undefined);
        }}
        error={form.errors.ageConfirmed}
        label={t(ageConfirmation(minimumAge).label.key)}
      />
      <Checkbox
        name="agreement"
        checked={agreed}
        onChange={setAgreed}
        error={form.errors.agreement}
        label={
          <>
            {t('auth.agreementPrefix')}{' '}
            <a href="/help" target="_blank" rel="noopener">
              {t('auth.agreementLink')}
            </a>
          </>
        }
      />
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={form.busy}>
        {form.busy && <span className="cr-spinner" aria-hidden="true" />}
        {t('auth.registerSubmit')}
      </button>
    </form>
  );
}
