import { useId, useState, type FormEvent } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { ConfirmDialog } from '@widgets/ui/confirm-dialog';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { useSignal } from '@widgets/ui/use-signal';
import { fromMinorUnits, moneyText, parseAmountMinor, toMinorUnits } from '@sdk/rules/money';
import { unlockedMinor } from '@sdk/rules/wagering';
import { validatePersonTransfer } from '@sdk/rules/validation/transfer';
import type { TransferInfo } from '@sdk/actions/transfers';

type Direction = 'upline' | 'downline';

/**
 * Money to the upline, or (agents) to a direct downline: who, how much of the main wallet, and the
 * payment password. A valid form asks once more before it sends, since a transfer sent to another
 * person cannot be taken back.
 */
export function PersonTransferForm(props: { info: TransferInfo; onSent: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const { info } = props;
  const names = useId();
  const balance = useSignal(croupier.state.balance);
  // The balance signal follows every movement; the form's reading is only its first value. Bonus
  // money not yet wagered stays with the member (the platform's reading of the lock).
  const main = balance?.balance.find((w) => w.wallet === 'main')?.amount ?? info.balance;
  const available = fromMinorUnits(unlockedMinor(toMinorUnits(main), info.wagering));
  const [direction, setDirection] = useState<Direction>(info.upline ? 'upline' : 'downline');
  const [downline, setDownline] = useState('');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string>();
  const values = { direction, downline, amount, paymentPassword };
  const validate = () =>
    validatePersonTransfer(values, {
      minAmount: info.minAmount,
      available,
      locked: info.wagering.locked,
    });
  const recipient = direction === 'upline' ? info.upline!.username : downline;
  const form = useFormSubmit({
    fields: ['downline', 'amount', 'paymentPassword'] as const,
    validate,
    submit: async () => {
      const sent = await croupier.cashier.sendToPerson({
        direction,
        ...(direction === 'downline' ? { downline } : {}),
        amount: fromMinorUnits(parseAmountMinor(amount)!),
        paymentPassword,
      });
      setDone(
        t('wallet.person.done', {
          amount: moneyText(sent.amount, locale),
          name: sent.counterparty,
          reference: sent.transferNo,
        }),
      );
      setAmount('');
      setPaymentPassword('');
      props.onSent();
    },
    onError: () => setPaymentPassword(''),
  });
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setDone(undefined);
      set(value);
    };
  /** A valid form asks first; an invalid one shows why under its fields. */
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(validate()).length > 0) void form.onSubmit();
    else setConfirming(true);
  };

  return (
    // A card, not a region: the page around it already carries the title this card would repeat.
    <div className="cr-centre__card">
      <form className="cr-transfer__form" noValidate onSubmit={ask}>
        <FormError message={form.formError} />
        <fieldset className="cr-transfer__choices">
          <legend className="cr-field__label">{t('wallet.person.recipient')}</legend>
          <div className="cr-transfer__wallets">
            {info.upline && (
              <label className="cr-transfer__wallet cr-transfer__wallet--person">
                <input
                  type="radio"
                  name={names}
                  checked={direction === 'upline'}
                  onChange={() => change(setDirection)('upline')}
                />
                <b>{info.upline.nickname}</b>
                <span>
                  {t('wallet.person.toUpline')} · {info.upline.username}
                </span>
              </label>
            )}
            {info.downlines.map((member) => (
              <label key={member.username} className="cr-transfer__wallet cr-transfer__wallet--person">
                <input
                  type="radio"
                  name={names}
                  checked={direction === 'downline' && downline === member.username}
                  onChange={() => {
                    change(setDirection)('downline');
                    setDownline(member.username);
                  }}
                />
                <b>{member.nickname}</b>
                <span>{member.username}</span>
              </label>
            ))}
          </div>
          {form.errors.downline && <p className="cr-field__error">{t('wallet.person.chooseDownline')}</p>}
        </fieldset>
        <TextField
          label={t('wallet.person.amount', { currency: info.currency })}
          value={amount}
          onChange={change(setAmount)}
          inputMode="decimal"
          autoComplete="off"
          required
          error={form.errors.amount}
          hint={t('wallet.person.available', { amount: moneyText(available, locale) })}
        />
        <TextField
          label={t('wallet.person.paymentPassword')}
          value={paymentPassword}
          onChange={change(setPaymentPassword)}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          revealable
          error={form.errors.paymentPassword}
        />
        <div className="cr-transfer__actions">
          <button type="submit" className="cr-btn cr-btn--primary" disabled={form.busy}>
            {form.busy ? t('common.loading') : t('wallet.person.submit')}
          </button>
          <p className="cr-transfer__done" role="status">
            {done}
          </p>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          name="confirm-transfer"
          title={t('wallet.person.confirmTitle')}
          message={t('wallet.person.confirm', {
            amount: moneyText(fromMinorUnits(parseAmountMinor(amount) ?? 0), locale),
            currency: info.currency,
            name: recipient,
          })}
          confirmLabel={t('wallet.person.confirmButton')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => {
            setConfirming(false);
            void form.onSubmit();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
