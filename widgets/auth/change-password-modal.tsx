import { useState, type FormEvent } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { Modal } from '../ui/modal';
import { TextField } from '../ui/text-field';
import { confirmationError, REQUIRED, validateField } from '../../sdk/rules/validation/validate-field';
import { placeError } from './server-error';
import { useAccountRules } from './use-password-rule';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * SPEC §2 change-password modal. When the change is required (expired or default password) it
 * cannot be dismissed; the player changes it or logs out. The old password is asked only when the
 * portal does not already hold it from the login just made (SPEC §5).
 */
export function ChangePasswordModal(props: { required: boolean; knownPassword?: string }) {
  const croupier = useCroupier();
  const t = useT();
  const rules = useAccountRules();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const close = () => croupier.modals.close('changePassword');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = rules.password;
    const fresh = rule
      ? validateField(rule, values.newPassword, { required: true })
      : values.newPassword
        ? undefined
        : REQUIRED;
    const confirm = confirmationError(values.newPassword, values.confirmNewPassword);
    const next = {
      oldPassword: props.knownPassword || values.oldPassword ? undefined : t(REQUIRED.key),
      newPassword: fresh && t(fresh.key, fresh.values),
      confirmNewPassword: confirm && t(confirm.key),
    };
    setErrors(next);
    if (next.oldPassword || next.newPassword || next.confirmNewPassword) return;
    setBusy(true);
    try {
      await croupier.account.changePassword(
        props.knownPassword ?? values.oldPassword,
        values.newPassword,
        values.confirmNewPassword,
      );
    } catch (error) {
      const placed = placeError(t, error);
      const field = placed.field as Field | undefined;
      setErrors(field && field in values ? { [field]: placed.message } : { form: placed.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal name="change-password" title={t('auth.changeTitle')} closable={!props.required} onClose={close}>
      {props.required && <p className="cr-auth-hint">{t('auth.changeRequired')}</p>}
      <form noValidate onSubmit={submit} className="cr-auth-form" aria-busy={busy}>
        {errors.form && (
          <p className="cr-form-error" role="alert">
            {errors.form}
          </p>
        )}
        {!props.knownPassword && (
          <TextField
            label={t('auth.oldPassword')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            revealable
            required
            value={values.oldPassword}
            error={errors.oldPassword}
            onChange={set('oldPassword')}
            data-autofocus
          />
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
          data-autofocus={props.knownPassword ? true : undefined}
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
