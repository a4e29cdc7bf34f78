import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { useSignal } from '@widgets/ui/use-signal';
import { AsyncStates } from '@widgets/ui/async-states';
import { Modal } from '@widgets/ui/modal';
import { TextField } from '@widgets/ui/text-field';
import { FormError } from '@widgets/ui/form-error';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { dateFormats } from '@sdk/rules/dates';
import { fromMinorUnits, moneyText, parseAmountMinor } from '@sdk/rules/money';
import { validatePersonTransfer } from '@sdk/rules/validation/transfer';
import type { TransferInfo } from '@sdk/actions/transfers';
import type { TeamMember } from '@sdk/contract/entities/agent';

/**
 * Money from the agent's main wallet to a direct downline (SPEC §6), in a dialog: the amount and
 * the payment password, checked before they go, a refusal under its field. What stops a transfer
 * (no payment password, a locked one) is said instead of the form.
 */
export function TransferDialog(props: {
  member: TeamMember;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const info = useAsync(() => croupier.cashier.transferInfo(), [croupier]);
  return (
    <Modal
      name="agent-transfer"
      size="small"
      title={t('agentTeam.transfer.title', { username: props.member.username })}
      onClose={props.onClose}
    >
      <AsyncStates state={info} className="cr-centre__state">
        {info.status === 'ready' &&
          (info.value.hasPaymentPassword && !info.value.paymentPasswordLockedUntil ? (
            <TransferForm info={info.value} {...props} />
          ) : (
            <div className="cr-agent__blocked" role="alert">
              <p>
                {info.value.paymentPasswordLockedUntil
                  ? t('wallet.person.locked', {
                      until: dateFormats(croupier.i18n.language).dateTime.format(
                        info.value.paymentPasswordLockedUntil,
                      ),
                    })
                  : t('agentTeam.transfer.needsPaymentPassword')}
              </p>
              {!info.value.hasPaymentPassword && (
                <button
                  type="button"
                  className="cr-btn cr-btn--primary cr-btn--sm"
                  onClick={() => {
                    // The payment password is set in the personal centre's My account, over this one.
                    props.onClose();
                    croupier.modals.open('personalCentre', { page: 'securityCenter' });
                  }}
                >
                  {t('wallet.person.goSecurity')}
                </button>
              )}
            </div>
          ))}
      </AsyncStates>
    </Modal>
  );
}

function TransferForm(props: {
  info: TransferInfo;
  member: TeamMember;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const { info, member } = props;
  const balance = useSignal(croupier.state.balance);
  const available = balance?.balance.find((w) => w.wallet === 'main')?.amount ?? info.balance;
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const form = useFormSubmit({
    fields: ['amount', 'paymentPassword'] as const,
    validate: () => {
      // The downline is this row's: the form has no field for it.
      const { downline: _chosen, ...errors } = validatePersonTransfer(
        { direction: 'downline', downline: member.username, amount, paymentPassword },
        { minAmount: info.minAmount, available },
      );
      return errors;
    },
    submit: async () => {
      const sent = await croupier.cashier.sendToPerson({
        direction: 'downline',
        downline: member.username,
        amount: fromMinorUnits(parseAmountMinor(amount)!),
        paymentPassword,
      });
      props.onSent(
        t('wallet.person.done', {
          amount: moneyText(sent.amount, locale),
          name: sent.counterparty,
          reference: sent.transferNo,
        }),
      );
    },
    // A wrong password is typed again; the amount stays.
    onError: () => setPaymentPassword(''),
  });

  return (
    <form className="cr-agent__form" noValidate onSubmit={(e) => void form.onSubmit(e)}>
      <FormError message={form.formError} />
      <p className="cr-agent__hint">
        {t('agentTeam.transfer.explain', {
          username: member.username,
          balance: moneyText(member.balance, locale),
        })}
      </p>
      <TextField
        label={t('wallet.person.amount', { currency: info.currency })}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        required
        data-autofocus
        error={form.errors.amount}
        hint={t('wallet.person.available', { amount: moneyText(available, locale) })}
      />
      <TextField
        label={t('wallet.person.paymentPassword')}
        value={paymentPassword}
        onChange={setPaymentPassword}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        required
        revealable
        error={form.errors.paymentPassword}
      />
      <div className="cr-agent__actions cr-agent__actions--end">
        <button type="button" className="cr-btn cr-btn--ghost" onClick={props.onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="cr-btn cr-btn--primary" aria-disabled={form.busy}>
          {form.busy ? t('common.loading') : t('agentTeam.transfer.submit')}
        </button>
      </div>
    </form>
  );
}
