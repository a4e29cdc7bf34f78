import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { validateEmailBind, type EmailBindField } from '@sdk/rules/validation/contact-binding';
import { SendCodeButton } from './send-code-button';

/** Binds an email address: a code goes to it, and coming back with it proves the address. */
export function EmailBindForm(props: { onBound: () => void; onCancel: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const [values, setValues] = useState({ email: '', code: '' });
  const form = useFormSubmit<EmailBindField>({
    fields: ['email', 'code'],
    validate: () => validateEmailBind(values, 'bind'),
    submit: async () => {
      await croupier.security.bindEmail(values.email, values.code);
      props.onBound();
    },
  });
  const sendCode = async () => {
    const error = validateEmailBind(values, 'code').email;
    form.setFieldError('email', error);
    if (error) return false;
    try {
      await croupier.security.sendEmailBindCode(values.email);
      return true;
    } catch (refusal) {
      form.showError(refusal);
      return false;
    }
  };
  return (
    <form className="cr-security__form" noValidate onSubmit={form.onSubmit}>
      <FormError message={form.formError} />
      <TextField
        label={t('security.binding.email')}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={form.errors.email}
        onChange={(v) => setValues((s) => ({ ...s, email: v }))}
      />
      <TextField
        label={t('security.binding.emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={values.code}
        error={form.errors.code}
        onChange={(v) => setValues((s) => ({ ...s, code: v }))}
        trailing={
          <SendCodeButton
            send={sendCode}
            label={t('security.binding.sendCode')}
            resendIn={(seconds) => t('security.binding.resendIn', { seconds })}
            sent={t('security.binding.codeSent', { where: t('security.binding.inbox') })}
          />
        }
      />
      <div className="cr-security__actions">
        <button type="button" className="cr-btn" onClick={props.onCancel}>
          {t('security.binding.cancel')}
        </button>
        <button type="submit" className="cr-btn cr-btn--primary" disabled={form.busy}>
          {t('security.binding.bindEmail')}
        </button>
      </div>
    </form>
  );
}
