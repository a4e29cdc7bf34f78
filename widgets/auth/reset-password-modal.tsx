import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { Modal } from '../ui/modal';
import { NewPasswordField } from './new-password-field';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import { validateResetByLink, type ResetByLinkField } from '../../sdk/rules/validation/password-reset';
import { useAccountRules } from './use-password-rule';

const FIELDS: readonly ResetByLinkField[] = ['newPassword', 'confirmNewPassword'];

/**
 * The page of an emailed reset link (SPEC §4 forgot by email): a new password and its
 * confirmation; on success the player is logged in with it and taken to /.
 */
export function ResetPasswordModal(props: { token: string }) {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [values, setValues] = useState<Record<ResetByLinkField, string>>({
    newPassword: '',
    confirmNewPassword: '',
  });
  const set = (field: ResetByLinkField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const form = useFormSubmit<ResetByLinkField>({
    fields: FIELDS,
    validate: () => validateResetByLink(values, rules),
    submit: () => croupier.account.resetByLink(props.token, values.newPassword, values.confirmNewPassword),
  });

  return (
    <Modal
      name="reset-password"
      title={t('auth.resetTitle')}
      onClose={() => croupier.modals.close('resetPassword')}
    >
      <p className="cr-auth-hint">{t('auth.resetLinkHint')}</p>
      <form noValidate onSubmit={form.onSubmit} className="cr-auth-form" aria-busy={form.busy}>
        <FormError message={form.formError} />
        <NewPasswordField
          value={values.newPassword}
          error={form.errors.newPassword}
          onChange={set('newPassword')}
          autoFocus
        />
        <NewPasswordField
          confirm
          value={values.confirmNewPassword}
          error={form.errors.confirmNewPassword}
          onChange={set('confirmNewPassword')}
        />
        <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={form.busy}>
          {t('auth.resetSubmit')}
        </button>
      </form>
    </Modal>
  );
}
