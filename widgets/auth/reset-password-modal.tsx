import { useState, type FormEvent } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { Modal } from '../ui/modal';
import { TextField } from '../ui/text-field';
import { confirmationError, REQUIRED, validateField } from '../../sdk/rules/validation/validate-field';
import { placeError } from './server-error';
import { useAccountRules } from './use-password-rule';

type Field = 'newPassword' | 'confirmNewPassword';

/**
 * The page of an emailed reset link (SPEC §4 forgot by email): a new password and its
 * confirmation; on success the player is logged in with it and taken to /.
 */
export function ResetPasswordModal(props: { token: string }) {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fresh = rules.password
      ? validateField(rules.password, values.newPassword, { required: true })
      : values.newPassword
        ? undefined
        : REQUIRED;
    const confirm = confirmationError(values.newPassword, values.confirmNewPassword);
    const next = {
      newPassword: fresh && t(fresh.key, fresh.values),
      confirmNewPassword: confirm && t(confirm.key),
    };
    setErrors(next);
    if (next.newPassword || next.confirmNewPassword) return;
    setBusy(true);
    try {
      await croupier.account.resetByLink(props.token, values.newPassword, values.confirmNewPassword);
    } catch (error) {
      const placed = placeError(t, error);
      const field = placed.field as Field | undefined;
      setErrors(field && field in values ? { [field]: placed.message } : { form: placed.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      name="reset-password"
      title={t('auth.resetTitle')}
      onClose={() => croupier.modals.close('resetPassword')}
    >
      <p className="cr-auth-hint">{t('auth.resetLinkHint')}</p>
      <form noValidate onSubmit={submit} className="cr-auth-form" aria-busy={busy}>
        {errors.form && (
          <p className="cr-form-error" role="alert">
            {errors.form}
          </p>
        )}
        <TextField
          label={t('auth.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          revealable
          required
          value={values.newPassword}
          error={errors.newPassword}
          onChange={set('newPassword')}
          data-autofocus
        />
        <TextField
          label={t('auth.confirmNewPassword')}
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          revealable
          required
          value={values.confirmNewPassword}
          error={errors.confirmNewPassword}
          onChange={set('confirmNewPassword')}
        />
        <button type="submit" className="cr-btn cr-btn--primary cr-btn--block" disabled={busy}>
          {t('auth.resetSubmit')}
        </button>
      </form>
    </Modal>
  );
}
