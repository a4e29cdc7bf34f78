import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import type { PayoutAccounts } from '@sdk/contract/entities/security';
import {
  validatePayoutAccount,
  type PayoutAccountField,
  type PayoutAccountValues,
} from '@sdk/rules/validation/payout-account';

const FIELDS: readonly PayoutAccountField[] = [
  'bankName',
  'holderName',
  'cardNumber',
  'address',
  'paymentPassword',
];

/** Adds a bank card or a USDT (TRC20) address, each checked before it is sent and again by the platform. */
export function PayoutAccountForm(props: {
  onAdded: (accounts: PayoutAccounts) => void;
  onCancel: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const kindName = useId();
  const [values, setValues] = useState<PayoutAccountValues>({
    kind: 'usdt',
    bankName: '',
    holderName: '',
    cardNumber: '',
    address: '',
    paymentPassword: '',
  });
  const set = (field: keyof PayoutAccountValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const form = useFormSubmit<PayoutAccountField>({
    fields: FIELDS,
    validate: () => validatePayoutAccount(values),
    submit: async () =>
      props.onAdded(
        await croupier.security.addPayoutAccount(
          values.kind === 'bank'
            ? {
                kind: 'bank',
                bankName: values.bankName.trim(),
                holderName: values.holderName.trim(),
                cardNumber: values.cardNumber,
                paymentPassword: values.paymentPassword,
              }
            : { kind: 'usdt', address: values.address, paymentPassword: values.paymentPassword },
        ),
      ),
  });
  return (
    <form
      className="cr-security__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t('security.payout.add')}
    >
      <FormError message={form.formError} />
      <fieldset className="cr-security__proof">
        <legend className="cr-field__label">{t('security.payout.kind')}</legend>
        {(['usdt', 'bank'] as const).map((kind) => (
          <label key={kind} className="cr-deposit__option">
            <input
              type="radio"
              name={kindName}
              checked={values.kind === kind}
              onChange={() => setValues((v) => ({ ...v, kind }))}
            />
            <span>{t(kind === 'bank' ? 'security.payout.bankCard' : 'cashier.kind.usdt')}</span>
          </label>
        ))}
      </fieldset>
      {values.kind === 'bank' ? (
        <>
          <TextField
            label={t('cashier.bankName')}
            value={values.bankName}
            onChange={set('bankName')}
            error={form.errors.bankName}
            maxLength={40}
            required
          />
          <TextField
            label={t('security.payout.holder')}
            value={values.holderName}
            onChange={set('holderName')}
            error={form.errors.holderName}
            autoComplete="cc-name"
            maxLength={40}
            required
          />
          <TextField
            label={t('security.payout.cardNumber')}
            value={values.cardNumber}
            onChange={set('cardNumber')}
            error={form.errors.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            required
          />
        </>
      ) : (
        <TextField
          label={t('security.payout.address')}
          value={values.address}
          onChange={set('address')}
          error={form.errors.address}
          hint={t('security.payout.addressHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          required
        />
      )}
      <TextField
        label={t('security.payout.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
        error={form.errors.paymentPassword}
        required
      />
      <div className="cr-security__actions">
        <button type="button" className="cr-btn" onClick={props.onCancel}>
          {t('security.cancel')}
        </button>
        <button type="submit" className="cr-btn cr-btn--primary" disabled={form.busy}>
          {t('security.payout.save')}
        </button>
      </div>
    </form>
  );
}
