import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { FormError } from '@widgets/ui/form-error';
import { errorText } from '@sdk/i18n/error-text';
import { isPlatformError } from '@sdk/client/platform-error';
import { moneyText } from '@sdk/rules/money';
import { WITHDRAW_STATUS_TONE, withdrawStep } from '@sdk/rules/withdraw';
import type { WithdrawOrder } from '@sdk/actions/withdrawals';
import { useStyles } from '@widgets/ui/styles';
import { AccountName } from './account-picker';
import orderCss from './withdraw-order.css?inline';
import { WithdrawStatusBadge } from './status-badge';
import { dateFormats } from '@sdk/rules/dates';

// Few orders ever go unreceived: the proof form (file checks, previews) loads when one does.
const ProofForm = lazy(() => import('./proof-form').then((m) => ({ default: m.ProofForm })));

/**
 * One withdrawal, followed live (SPEC §4): processing → paid (awaiting confirmation) → received,
 * or not received with proof images and later received after all, or forced received when no
 * answer comes in time; rejected gives the money back. The player answers here, now or later from
 * the history.
 */
export function WithdrawOrderPanel(props: {
  order: WithdrawOrder;
  currency: string;
  onChange: (order: WithdrawOrder) => void;
  onDone: () => void;
}) {
  useStyles('cr-withdraw-order', orderCss);
  const croupier = useCroupier();
  const t = useT();
  const { order } = props;
  const locale = croupier.i18n.language;
  const money = (amount: number) => moneyText(amount, locale);
  const time = dateFormats(locale).dateTime;
  const [now, setNow] = useState(Date.now);
  const step = withdrawStep(order, now);
  const [complaining, setComplaining] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const following = new AbortController();
    void croupier.cashier.followWithdrawal(order, props.onChange, following.signal);
    return () => following.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [croupier, order.orderNo, order.status]);

  // The answer closes at confirmBy: the panel says so then, without waiting for the next reading.
  const { confirmBy } = order;
  useEffect(() => {
    if (confirmBy === null || confirmBy <= Date.now()) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(confirmBy - Date.now() + 100, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [confirmBy]);

  // A panel opened from the history (or after a submit) takes the focus, so the player sees it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
    setComplaining(false);
    setError(undefined);
  }, [order.orderNo]);

  const answered = (next: WithdrawOrder) => {
    setComplaining(false);
    setError(undefined);
    props.onChange(next);
  };
  /** "Received", the first answer or after a complaint: nothing to attach. */
  async function received() {
    setBusy(true);
    setError(undefined);
    try {
      answered(await croupier.cashier.confirmWithdrawal(order.orderNo, { received: true }));
    } catch (caught) {
      setError(errorText(t, caught));
      // Answered elsewhere, or counted received meanwhile: show the order as it stands.
      if (isPlatformError(caught) && caught.code === 'withdraw_not_awaiting')
        croupier.cashier.withdrawOrder(order.orderNo).then(props.onChange, () => undefined);
    } finally {
      setBusy(false);
    }
  }

  // Requested → paid (or rejected) → received (or not received): where the order stands.
  const rejected = order.status === 'rejected';
  const steps = [
    { name: 'requested', state: 'is-reached' },
    rejected
      ? { name: 'rejected', state: 'is-problem' }
      : { name: 'paid', state: order.paidAt !== null ? 'is-reached' : '' },
    ...(rejected
      ? []
      : order.status === 'not_received'
        ? [{ name: 'notReceived', state: 'is-problem' }]
        : [{ name: 'received', state: order.confirmedAt !== null ? 'is-reached' : '' }]),
  ];
  return (
    <section className="cr-centre__card cr-withdraw__order" aria-labelledby="cr-withdraw-order">
      <header className="cr-withdraw__head">
        <h4 id="cr-withdraw-order" ref={heading} tabIndex={-1}>
          {t('withdraw.order.title', { orderNo: order.orderNo })}
        </h4>
        <WithdrawStatusBadge status={order.status} />
      </header>
      <p className="cr-deposit__amount">
        {money(order.amount)} <span>{props.currency}</span>
      </p>
      <ol className="cr-withdraw__steps" aria-label={t('withdraw.order.steps')}>
        {steps.map((step) => (
          <li key={step.name} className={step.state || undefined}>
            {t(`withdraw.order.step.${step.name}`)}
          </li>
        ))}
      </ol>
      <div
        role="status"
        aria-live="polite"
        className={`cr-withdraw__live cr-withdraw__live--${WITHDRAW_STATUS_TONE[order.status]}`}
      >
        {step === 'wait' && order.status === 'processing' && (
          <span className="cr-spinner" aria-hidden="true" />
        )}
        <p>
          {t(`withdraw.order.live.${order.status}`, {
            net: money(order.netAmount),
            currency: props.currency,
          })}
          {rejected && order.rejectReason && (
            <strong> {t('withdraw.order.reason', { reason: order.rejectReason })}</strong>
          )}
        </p>
      </div>
      <dl className="cr-withdraw__details">
        <div>
          <dt>{t('withdraw.order.account')}</dt>
          <dd>
            <AccountName account={order.payoutAccount} />
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.order.fee')}</dt>
          <dd>{money(order.fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.order.net')}</dt>
          <dd>
            {money(order.netAmount)} <small>{props.currency}</small>
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.order.requested')}</dt>
          <dd>{time.format(order.createdAt)}</dd>
        </div>
        {order.paidAt !== null && (
          <div>
            <dt>{t('withdraw.order.paid')}</dt>
            <dd>{time.format(order.paidAt)}</dd>
          </div>
        )}
        {order.confirmedAt !== null && (
          <div>
            <dt>{t('withdraw.order.answered')}</dt>
            <dd>{time.format(order.confirmedAt)}</dd>
          </div>
        )}
      </dl>
      {order.proofs.length > 0 && (
        <div className="cr-withdraw__sent">
          <h5>{t('withdraw.order.proofsSent')}</h5>
          <ul>
            {order.proofs.map((proof) => (
              <li key={proof.id}>
                {proof.name} <small>{t('withdraw.proof.kb', { size: Math.ceil(proof.size / 1024) })}</small>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(step === 'answer' || step === 'lateReceipt') && (
        <div className="cr-withdraw__answer">
          <FormError message={error} />
          <p className="cr-withdraw__question">
            <strong>
              {t(step === 'answer' ? 'withdraw.order.question' : 'withdraw.order.lateQuestion')}
            </strong>
            {step === 'answer' && order.confirmBy !== null && (
              <span>{t('withdraw.order.deadline', { time: time.format(order.confirmBy) })}</span>
            )}
          </p>
          {complaining ? (
            <Suspense
              fallback={
                <p className="cr-centre__state" role="status">
                  <span className="cr-spinner" aria-hidden="true" /> {t('common.loading')}
                </p>
              }
            >
              <ProofForm
                orderNo={order.orderNo}
                onAnswered={answered}
                onCancel={() => setComplaining(false)}
              />
            </Suspense>
          ) : (
            <div className="cr-withdraw__actions">
              <button type="button" className="cr-btn cr-btn--primary" disabled={busy} onClick={received}>
                {t(step === 'answer' ? 'withdraw.order.received' : 'withdraw.order.lateReceived')}
              </button>
              {step === 'answer' && (
                <button type="button" className="cr-btn" disabled={busy} onClick={() => setComplaining(true)}>
                  {t('withdraw.order.notReceived')}
                </button>
              )}
            </div>
          )}
        </div>
      )}
      <button type="button" className="cr-btn cr-btn--ghost cr-withdraw__done" onClick={props.onDone}>
        {t('withdraw.order.another')}
      </button>
    </section>
  );
}
