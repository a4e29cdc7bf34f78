import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { validateDeposit } from '@sdk/rules/validation/deposit';
import { moneyText } from '@sdk/rules/money';
import type { DepositMethods, DepositOrder } from '@sdk/actions/cashier';
import { isPlatformError } from '@sdk/client/platform-error';
import { MethodPicker } from './method-picker';
import { BonusPicker } from './bonus-picker';

/** The deposit form: method, amount (typed or a preset) and an optional bonus. */
export function DepositForm(props: { options: DepositMethods; onOrder: (order: DepositOrder) => void }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const { methods, bonuses, currency } = props.options;
  const [methodId, setMethodId] = useState(methods[0]?.id);
  const [amount, setAmount] = useState('');
  const [bonusId, setBonusId] = useState<string>();
  const method = methods.find((m) => m.id === methodId);
  const form = useFormSubmit({
    fields: ['amount', 'method', 'bonusId'] as const,
    validate: () => validateDeposit({ amount }, method),
    // Over the player's deposit limit: the amount is what to change (the message says how much is left).
    fieldOf: (error) =>
      isPlatformError(error) && error.code === 'deposit_limit_exceeded' ? ('amount' as const) : undefined,
    submit: async () =>
      props.onOrder(
        await croupier.cashier.createDeposit({
          methodId: method!.id,
          amount: Number(amount.trim().replace(',', '.')),
          ...(bonusId ? { bonusId } : {}),
        }),
      ),
  });

  if (methods.length === 0) return <p className="cr-centre__state">{t('cashier.noMethods')}</p>;
  return (
    <form className="cr-deposit__form" noValidate onSubmit={form.onSubmit}>
      <FormError message={form.formError} />
      <MethodPicker methods={methods} selected={methodId} onSelect={setMethodId} error={form.errors.method} />
      {method && (
        <>
          <TextField
            label={t('cashier.amount', { currency })}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            autoComplete="off"
            required
            error={form.errors.amount}
            hint={t('cashier.limits', {
              min: moneyText(method.minAmount, locale),
              max: moneyText(method.maxAmount, locale),
            })}
          />
          <div className="cr-deposit__presets" role="group" aria-label={t('cashier.presets')}>
            {method.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className="cr-chip"
                aria-pressed={amount === String(preset)}
                onClick={() => setAmount(String(preset))}
              >
                {moneyText(preset, locale)}
              </button>
            ))}
          </div>
        </>
      )}
      {bonuses.length > 0 && (
        <BonusPicker bonuses={bonuses} selected={bonusId} onSelect={setBonusId} error={form.errors.bonusId} />
      )}
      <button type="submit" className="cr-btn cr-btn--primary cr-deposit__submit" disabled={form.busy}>
        {form.busy ? t('common.loading') : t('cashier.depositNow')}
      </button>
    </form>
  );
}
