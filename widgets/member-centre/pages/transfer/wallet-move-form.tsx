import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { placeError } from '@widgets/ui/server-error';
import { Icon } from '@widgets/ui/icon';
import { swap as swapIcon } from '@widgets/ui/icons';
import { fromMinorUnits, moneyText, parseAmountMinor } from '@sdk/rules/money';
import { validateWalletMove, type WalletMoveField } from '@sdk/rules/validation/transfer';
import { accountTypeIdOf, pickWalletSide, type WalletMoveSides } from '@sdk/rules/wallets';
import type { MerchantWallets } from '@sdk/actions/transfers';
import { WalletChoices, type WalletChoice } from './wallet-choices';

/** The platform's field of a refusal, as this form's: a wallet transfer names wallets by id. */
const SIDE_OF_FIELD: Record<string, WalletMoveField | undefined> = {
  fromAccountTypeId: 'from',
  toAccountTypeId: 'to',
};

/**
 * A move between any two of the member's wallets: the source and the destination each a radio
 * group of wallet cards (the main wallet and every transfer-mode vendor's, with their balances),
 * and how much (or all of the source). The source's wallet cannot be the destination too: it is
 * not selectable there, and picking the destination as the source swaps the two. The source's
 * balance is checked before anything is sent; the platform checks it again under its lock.
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
  const [sides, setSides] = useState<WalletMoveSides>({
    from: 'main',
    to: props.options.wallets[0]?.code ?? '',
  });
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string>();
  const available = props.held(sides.from);
  const wallets: WalletChoice[] = ['main', ...props.options.wallets.map((w) => w.code)].map((code) => ({
    code,
    name: props.walletName(code),
    balance: moneyText(props.held(code), locale),
  }));
  const form = useFormSubmit({
    fields: ['from', 'to', 'amount'] as const,
    fieldOf: (error) => SIDE_OF_FIELD[placeError(t, error).field ?? ''],
    validate: () =>
      validateWalletMove({ ...sides, amount }, { minAmount: props.options.minAmount, available }),
    submit: async () => {
      const { from, to } = sides;
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
  const changed = () => setDone(undefined);
  const pick = (side: keyof WalletMoveSides) => (code: string) => {
    changed();
    setSides((now) => pickWalletSide(now, side, code));
  };

  return (
    <section className="cr-centre__card" aria-labelledby="cr-transfer-move">
      <header className="cr-transfer__head">
        <h4 id="cr-transfer-move">{t('wallet.form.title')}</h4>
      </header>
      <p className="cr-transfer__note">
        {t(props.options.autoTransfer ? 'wallet.autoOn' : 'wallet.autoOff')}
      </p>
      <form className="cr-transfer__form cr-transfer__form--sides" noValidate onSubmit={form.onSubmit}>
        <FormError message={form.formError} />
        <WalletChoices
          legend={t('wallet.form.from')}
          wallets={wallets}
          value={sides.from}
          error={form.errors.from}
          onPick={pick('from')}
        />
        <button
          type="button"
          className="cr-chip cr-transfer__swap"
          disabled={!sides.from || !sides.to}
          onClick={() => {
            changed();
            setSides(({ from, to }) => ({ from: to, to: from }));
          }}
        >
          <Icon path={swapIcon} />
          {t('wallet.form.swap')}
        </button>
        <WalletChoices
          legend={t('wallet.form.to')}
          wallets={wallets}
          value={sides.to}
          blocked={sides.from}
          error={form.errors.to}
          onPick={pick('to')}
        />
        <TextField
          label={t('wallet.form.amount', { currency: props.currency })}
          value={amount}
          onChange={(value) => {
            changed();
            setAmount(value);
          }}
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
            onClick={() => {
              changed();
              setAmount(String(available));
            }}
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
