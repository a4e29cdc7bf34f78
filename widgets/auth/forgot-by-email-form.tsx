import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { TextField } from '../ui/text-field';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import { validateForgotByEmail, type ForgotByEmailField } from '../../sdk/rules/validation/password-reset';
import { useAccountRules } from './use-password-rule';

const FIELDS: readonly ForgotByEmailField[] = ['username', 'email'];

/** SPEC §4 forgot by email: the platform mails a reset link; a confirmation, then the modal closes. */
export function ForgotByEmailForm() {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const form = useFormSubmit<ForgotByEmailField>({
    fields: FIELDS,
    validate: () => validateForgotByEmail({ username, email }, rules),
    async submit() {
      await croupier.account.forgotByEmail(username, email);
      // SPEC §4: a confirmation dialog, then the modal closes.
      croupier.modals.close('forgotPassword');
      croupier.modals.open('message', { titleKey: 'auth.forgotTitle', messageKey: 'auth.forgotEmailSent' });
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit} className="cr-auth-form" aria-busy={form.busy}>
      <p className="cr-auth-hint">{t('auth.forgotEmailHint')}</p>
      <FormError message={form.formError} />
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        error={form.errors.username}
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
        error={form.errors.email}
        onChange={setEmail}
      />
      <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={form.busy}>
        {t('auth.forgotEmailSubmit')}
      </button>
    </form>
  );
}
