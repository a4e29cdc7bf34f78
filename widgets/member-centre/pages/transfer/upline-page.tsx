import { useEffect, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useStyles } from '@widgets/ui/styles';
import { useTexts } from '@widgets/ui/use-texts';
import { CHIPS_STYLE } from '@widgets/ui/chips-style';
import { moneyText } from '@sdk/rules/money';
import { lockedOut } from '@sdk/rules/wagering';
import type { TransferInfo } from '@sdk/actions/transfers';
import type { MemberPageProps } from '../page-props';
import { dateFormats } from '@sdk/rules/dates';
import { PersonTransferForm } from './person-transfer-form';
import { TransferHistory } from './transfer-history';
import css from './transfer.css?inline';

/**
 * transferUpline: money from the main wallet to the upline agent, or, for an agent, to a member
 * of their team, with the payment password. What stops a transfer (no upline, no payment
 * password, a locked one, bonus turnover still owed) is said before the form, with the way out.
 */
export default function UplinePage(props: MemberPageProps) {
  useStyles('cr-transfer', css);
  useStyles(CHIPS_STYLE.id, CHIPS_STYLE.css);
  const croupier = useCroupier();
  const t = useT();
  const ready = useTexts('money');
  // The history reloads after each transfer; the form follows the balance signal by itself.
  const [revision, setRevision] = useState(0);
  const info = useAsync(() => croupier.cashier.transferInfo(), [croupier]);
  useEffect(() => {
    void croupier.wallet.refreshBalance();
  }, [croupier]);
  if (!ready) return null;
  const locale = croupier.i18n.language;

  const blocker = (value: TransferInfo) => {
    if (!value.upline && value.downlines.length === 0)
      return <p className="cr-centre__state">{t('wallet.person.noUpline')}</p>;
    if (!value.hasPaymentPassword)
      return (
        <p className="cr-transfer__alert">
          <span>{t('wallet.person.needsPaymentPassword')}</span>
          <button
            type="button"
            className="cr-btn cr-btn--primary"
            onClick={() => props.openPage('securityCenter')}
          >
            {t('wallet.person.goSecurity')}
          </button>
        </p>
      );
    if (value.paymentPasswordLockedUntil)
      return (
        <p className="cr-transfer__alert" role="alert">
          {t('wallet.person.locked', {
            until: dateFormats(locale).dateTime.format(value.paymentPasswordLockedUntil),
          })}
        </p>
      );
    if (lockedOut(value.wagering, value.minAmount))
      return (
        <p className="cr-transfer__alert">
          {t('wallet.person.turnover', { amount: moneyText(value.wagering.remaining, locale) })}
        </p>
      );
    return null;
  };

  return (
    <div className="cr-transfer">
      <AsyncStates state={info} className="cr-centre__state">
        {info.status === 'ready' &&
          (blocker(info.value) ?? (
            <PersonTransferForm info={info.value} onSent={() => setRevision((n) => n + 1)} />
          ))}
      </AsyncStates>
      <TransferHistory scope="person" revision={revision} />
    </div>
  );
}
