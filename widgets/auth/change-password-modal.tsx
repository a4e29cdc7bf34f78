import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { Modal } from '../ui/modal';
import { NewPasswordField } from './new-password-field';
import { TextField } from '../ui/text-field';
import { FormError } from '../ui/form-error';
import { useFormSubmit } from '../ui/use-form-submit';
import { validateChangePassword, type ChangePasswordField } from '../../sdk/rules/validation/change-password';
import { useAccountRules } from './use-password-rule';

const ALL_FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const NEW_ONLY: readonly ChangePasswordField[] = ['newPassword', 'confirmNewPassword'];

/**
 * SPEC §2 change-password modal. When the change is required (expired or default password) it
 * cannot be dismissed; the player changes it or logs out. The old password is asked only when the
 * portal does not already hold it from the login just made (SPEC §5).
 */
export function ChangePasswordModal(props: { required: boolean; knownPassword?: string }) {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [values, setValues] = useState<Record<ChangePasswordField, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const set = (field: ChangePasswordField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const close = () => croupier.modals.close('changePassword');
  const form = useFormSubmit<ChangePasswordField>({
    // A refusal about the old password, when it is not asked, shows on top of the form.
    fields: props.knownPassword ? NEW_ONLY : ALL_FIELDS,
    validate: () =>
      validateChangePassword(values, { password: rules.password, oldPasswordKnown: !!props.knownPassword }),
    submit: () =>
      croupier.account.changePassword(
        props.knownPassword ?? values.oldPassword,
        values.newPassword,
        values.confirmNewPassword,
      ),
  });

  return (
    <Modal name="change-password" title={t('auth.changeTitle')} closable={!props.required} onClose={close}>
      {props.required && <p className="cr-auth-hint">{t('auth.changeRequired')}</p>}
      <form noValidate onSubmit={form.onSubmit} className="cr-auth-form" aria-busy={form.busy}>
        <FormError message={form.formError} />
        {!props.knownPassword && (
          <TextField
            label={t('auth.oldPassword')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            revealable
            required
            value={values.oldPassword}
            error={form.errors.oldPassword}
            onChange={set('oldPassword')}
            data-autofocus
          />
        )}
        <NewPasswordField
          value={values.newPassword}
          error={form.errors.newPassword}
          onChange={set('newPassword')}
          autoFocus={!!props.knownPassword}
        />
        <NewPasswordField
          confirm
          value={values.confirmNewPassword}
          error={form.errors.confirmNewPassword}
          onChange={set('confirmNewPassword')}
        />
        <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={form.busy}>
          {t('auth.changeSubmit')}
        </button>
      </form>
      {props.required && (
        <p className="cr-auth-switch">
          <button type="button" className="cr-link-btn" onClick={() => void croupier.auth.logout()}>
            {t('header.logout')}
          </button>
        </p>
      )}
    </Modal>
  );
}
