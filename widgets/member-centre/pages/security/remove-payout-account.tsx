import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { onlyErrors, REQUIRED } from '@sdk/rules/validation/validate-field';
import type { PayoutAccount, PayoutAccounts } from '@sdk/contract/entities/security';

/** Removing a payout account asks for the payment password, in the account's own row. */
export function RemovePayoutAccount(props: {
  account: PayoutAccount;
  onRemoved: (accounts: PayoutAccounts) => void;
  onCancel: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const [password, setPassword] = useState('');
  const form = useFormSubmit<'paymentPassword'>({
    fields: ['paymentPassword'],
    validate: () => onlyErrors({ paymentPassword: password ? undefined : REQUIRED }),
    submit: async () =>
      props.onRemoved(await croupier.security.removePayoutAccount(props.account.id, password)),
  });
  return (
    <form className="cr-security__remove" noValidate onSubmit={form.onSubmit}>
      <FormError message={form.formError} />
      <TextField
        label={t('security.payout.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={setPassword}
        error={form.errors.paymentPassword}
        autoFocus
        required
      />
      <div className="cr-security__actions">
        <button type="button" className="cr-btn" onClick={props.onCancel}>
          {t('security.cancel')}
        </button>
        <button type="submit" className="cr-btn cr-btn--danger" disabled={form.busy}>
          {t('security.payout.confirmRemove')}
        </button>
      </div>
    </form>
  );
}
