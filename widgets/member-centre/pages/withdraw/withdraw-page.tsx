import { lazy, Suspense, useState } from 'react';
import { useCroupier } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useStyles } from '@widgets/ui/styles';
import { CHIPS_STYLE } from '@widgets/ui/chips-style';
import { useTexts } from '@widgets/ui/use-texts';
import { withdrawSetupMissing } from '@sdk/rules/withdraw';
import type { WithdrawInfo, WithdrawOrder } from '@sdk/actions/withdrawals';
import type { MemberPageProps } from '../page-props';
import { WithdrawSetup } from './withdraw-setup';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';
import depositCss from '../deposit/deposit.css?inline';
import formCss from './withdraw-form.css?inline';
import historyCss from './withdraw-history.css?inline';

// An order's panel (its status, answers and proofs) shows only once one is sent or opened: it loads
// then, so the page's first paint carries the summary and the form alone.
const WithdrawOrderPanel = lazy(() =>
  import('./withdraw-order').then((m) => ({ default: m.WithdrawOrderPanel })),
);

/** A wait with nothing to retry: the page's texts, or an order panel's code, on their way. */
const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * withdraw (SPEC §2, §4): every rule explained before the player types, a withdrawal that takes
 * the money from the wallet at once, its order followed live until it is paid and answered
 * (received, or not received with proof images), and every earlier order, each reopened to answer
 * it later. Without a payment password or a payout account, the way to My account instead.
 */
export default function WithdrawPage(props: MemberPageProps) {
  useStyles('cr-deposit', depositCss);
  useStyles('cr-withdraw-form', formCss);
  useStyles('cr-withdraw-history', historyCss);
  useStyles(CHIPS_STYLE.id, CHIPS_STYLE.css);
  const croupier = useCroupier();
  const textsReady = useTexts('money');
  // The figures are read again when the player comes back to the form.
  const [infoRevision, setInfoRevision] = useState(0);
  const loaded = useAsync(() => croupier.cashier.withdrawInfo(), [croupier, infoRevision]);
  // Read again quietly after a refusal that made them stale, so the form keeps what was typed.
  const [fresh, setFresh] = useState<WithdrawInfo>();
  const info = fresh ?? (loaded.status === 'ready' ? loaded.value : undefined);
  const [order, setOrder] = useState<WithdrawOrder>();
  const [historyRevision, setHistoryRevision] = useState(0);

  const show = (next: WithdrawOrder) => {
    setOrder(next);
    setHistoryRevision((n) => n + 1);
  };
  const backToForm = () => {
    setOrder(undefined);
    setFresh(undefined);
    setInfoRevision((n) => n + 1);
  };
  const stale = () => void croupier.cashier.withdrawInfo().then(setFresh, () => undefined);
  const openAccount = () => props.openPage('securityCenter');
  const missing = info ? withdrawSetupMissing(info) : [];

  if (!textsReady) return <AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />;
  const form = !order && missing.length === 0;
  return (
    <div className="cr-withdraw">
      <div className={`cr-withdraw__grid${form && info ? ' has-form' : ''}`}>
        {order ? (
          <Suspense fallback={<AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />}>
            <WithdrawOrderPanel
              order={order}
              currency={info?.currency ?? ''}
              onChange={show}
              onDone={backToForm}
            />
          </Suspense>
        ) : (
          // Only this part waits for the figures: the history stays while they are read again.
          <AsyncStates
            state={fresh ? { status: 'ready', retry: loaded.retry } : loaded}
            className="cr-centre__state"
          >
            {info &&
              (missing.length > 0 ? (
                <WithdrawSetup missing={missing} onOpenAccount={openAccount} />
              ) : (
                <>
                  {/* The rules first: a screen reader (and a phone) meets them before the form. */}
                  <WithdrawSummary info={info} onOpenWallet={() => props.openPage('transferFund')} />
                  <WithdrawForm info={info} onOrder={show} onStale={stale} onManageAccounts={openAccount} />
                </>
              ))}
          </AsyncStates>
        )}
        <WithdrawHistory revision={historyRevision} onOpen={setOrder} />
      </div>
    </div>
  );
}
