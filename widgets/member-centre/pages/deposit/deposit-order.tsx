import { lazy, Suspense, useEffect } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { moneyText } from '@sdk/rules/money';
import { isDepositOpen } from '@sdk/rules/deposit';
import type { DepositMethods, DepositOrder } from '@sdk/actions/cashier';
import { CopyRow } from './copy-row';
import { OrderCountdown } from './order-countdown';
import { StatusBadge } from './status-badge';

// The QR encoder is a third of the page's weight and only a USDT order draws it: it loads then.
const QrCode = lazy(() => import('@widgets/ui/qr-code').then((m) => ({ default: m.QrCode })));
const QR_SIZE = 168;

/**
 * An open deposit order: what to pay where (for USDT a QR code of the address and the exact
 * amount), its countdown, and its status followed live until the payment arrives. Only then has
 * money moved: the balance in the header follows at that moment.
 */
export function DepositOrderPanel(props: {
  order: DepositOrder;
  method: DepositMethods['methods'][number] | undefined;
  currency: string;
  onChange: (order: DepositOrder) => void;
  onDone: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const { order } = props;
  const locale = croupier.i18n.language;
  const open = isDepositOpen(order.status);

  useEffect(() => {
    if (!open) return;
    const following = new AbortController();
    void croupier.cashier.followDeposit(order, props.onChange, following.signal);
    return () => following.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [croupier, order.orderNo, open]);

  const pay = order.pay;
  return (
    <section className="cr-deposit__order" aria-labelledby="cr-deposit-order-title">
      <header className="cr-deposit__order-head">
        <h4 id="cr-deposit-order-title">
          {t('cashier.orderTitle', { method: props.method?.name ?? order.kind })}
        </h4>
        <StatusBadge status={order.status} />
      </header>
      <p className="cr-deposit__amount">
        {moneyText(order.amount, locale)} <span>{props.currency}</span>
        {order.bonusAmount > 0 && (
          <small>{t('cashier.withBonus', { bonus: moneyText(order.bonusAmount, locale) })}</small>
        )}
      </p>
      <div role="status" aria-live="polite" className="cr-deposit__live">
        {open ? (
          <OrderCountdown expiresAt={order.expiresAt} />
        ) : (
          <p>{t(`cashier.settled.${order.status}`)}</p>
        )}
      </div>
      {open && (
        <div className="cr-deposit__pay">
          {pay.qrText && pay.address && (
            <Suspense
              fallback={<span className="cr-deposit__qr-wait" style={{ width: QR_SIZE, height: QR_SIZE }} />}
            >
              <QrCode
                value={pay.qrText}
                size={QR_SIZE}
                label={t('cashier.qrLabel', { amount: pay.amountUsdt })}
              />
            </Suspense>
          )}
          <dl className="cr-deposit__details">
            <CopyRow label={t('cashier.reference')} value={pay.reference} />
            {pay.bankName && <CopyRow label={t('cashier.bankName')} value={pay.bankName} copy={false} />}
            {pay.accountName && <CopyRow label={t('cashier.accountName')} value={pay.accountName} />}
            {pay.accountNumber && <CopyRow label={t('cashier.accountNumber')} value={pay.accountNumber} />}
            {pay.walletId && <CopyRow label={t('cashier.walletId')} value={pay.walletId} />}
            {pay.address && (
              <CopyRow label={t('cashier.address', { network: pay.network })} value={pay.address} />
            )}
            {pay.amountUsdt && <CopyRow label={t('cashier.amountUsdt')} value={pay.amountUsdt} />}
          </dl>
          <p className="cr-deposit__note">{t(`cashier.howTo.${order.kind}`)}</p>
        </div>
      )}
      <button type="button" className="cr-btn" onClick={props.onDone}>
        {open ? t('cashier.newDeposit') : t('cashier.anotherDeposit')}
      </button>
    </section>
  );
}
