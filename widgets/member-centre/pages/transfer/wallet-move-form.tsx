import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { fromMinorUnits, moneyText, parseAmountMinor } from '@sdk/rules/money';
import { validateWalletMove } from '@sdk/rules/validation/transfer';
import { accountTypeIdOf } from '@sdk/rules/wallets';
import type { MerchantWallets } from '@sdk/actions/transfers';

type Direction = 'in' | 'out';

/**
 * A move between the main wallet and one vendor's: the vendor wallets as a radio group of cards
 * with their balances, which way, and how much (or all of the source). The source's balance is
 * checked before anything is sent; the platform checks it again under its lock.
 */
export function WalletMoveForm(props: {
  options: MerchantWallets;
  currency: string;
  held: (wallet: string) => number;
  walletName: (code: string) => string;
  onMoved: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const radios = useId();
  const [wallet, setWallet] = useState(props.options.wallets[0]?.code ?? '');
  const [direction, setDirection] = useState<Direction>('in');
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string>();
  const source = direction === 'in' ? 'main' : wallet;
  const available = props.held(source);
  const form = useFormSubmit({
    fields: ['wallet', 'amount'] as const,
    validate: () => validateWalletMove({ wallet, amount }, { minAmount: props.options.minAmount, available }),
    submit: async () => {
      const [from, to] = direction === 'in' ? ['main', wallet] : [wallet, 'main'];
      const moved = await croupier.cashier.moveBetweenWallets({
        fromAccountTypeId: accountTypeIdOf(props.options, from),
        toAccountTypeId: accountTypeIdOf(props.options, to),
        amount: fromMinorUnits(parseAmountMinor(amount)!),
      });
      setDone(
        t('wallet.form.done', {
          amount: moneyText(moved.amount, locale),
          from: props.walletName(from),
          to: props.walletName(to),
        }),
      );
      setAmount('');
      props.onMoved();
    },
  });
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setDone(undefined);
      set(value);
    };

  return (
    <section className="cr-centre__card" aria-labelledby="cr-transfer-move">
      <header className="cr-transfer__head">
        <h4 id="cr-transfer-move">{t('wallet.form.title')}</h4>
      </header>
      <p className="cr-transfer__note">
        {t(props.options.autoTransfer ? 'wallet.autoOn' : 'wallet.autoOff')}
      </p>
      <form className="cr-transfer__form" noValidate onSubmit={form.onSubmit}>
        <FormError message={form.formError} />
        <fieldset
          className="cr-transfer__choices"
          aria-describedby={form.errors.wallet ? `${radios}-error` : undefined}
        >
          <legend className="cr-field__label">{t('wallet.form.wallet')}</legend>
          <div className="cr-transfer__wallets">
            {props.options.wallets.map((vendor) => (
              <label key={vendor.code} className="cr-transfer__wallet">
                <input
                  type="radio"
                  name={radios}
                  value={vendor.code}
                  checked={wallet === vendor.code}
                  onChange={() => change(setWallet)(vendor.code)}
                />
                <b>{vendor.name}</b>
                <span data-testid={`wallet-${vendor.code}`}>
                  {moneyText(props.held(vendor.code), locale)}
                </span>
              </label>
            ))}
          </div>
          {form.errors.wallet && (
            <p id={`${radios}-error`} className="cr-field__error">
              {form.errors.wallet}
            </p>
          )}
        </fieldset>
        <div className="cr-chips" role="group" aria-label={t('wallet.form.direction')}>
          {(['in', 'out'] as const).map((way) => (
            <button
              key={way}
              type="button"
              className="cr-chip"
              aria-pressed={direction === way}
              onClick={() => change(setDirection)(way)}
            >
              {t(way === 'in' ? 'wallet.form.toVendor' : 'wallet.form.toMain')}
            </button>
          ))}
        </div>
        <TextField
          label={t('wallet.form.amount', { currency: props.currency })}
          value={amount}
          onChange={change(setAmount)}
          inputMode="decimal"
          autoComplete="off"
          required
          error={form.errors.amount}
          hint={t('wallet.form.available', { amount: moneyText(available, locale) })}
        />
        <div className="cr-transfer__amount-row">
          <button
            type="button"
            className="cr-chip"
            disabled={available <= 0}
            onClick={() => change(setAmount)(String(available))}
          >
            {t('wallet.form.all')}
          </button>
        </div>
        <div className="cr-transfer__actions">
          <button type="submit" className="cr-btn cr-btn--primary" disabled={form.busy}>
            {form.busy ? t('common.loading') : t('wallet.form.submit')}
          </button>
          <p className="cr-transfer__done" role="status">
            {done}
          </p>
        </div>
      </form>
    </section>
  );
}
