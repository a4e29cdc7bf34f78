import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import type { PayoutAccounts as Accounts } from '@sdk/contract/entities/security';
import { PayoutAccountForm } from './payout-account-form';
import { RemovePayoutAccount } from './remove-payout-account';

/** The bank cards and USDT addresses withdrawals go to: masked, at most five, each removable. */
export function PayoutAccounts(props: { hasPaymentPassword: boolean; onChanged: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const [fresh, setFresh] = useState<Accounts>();
  const loaded = useAsync(() => croupier.security.payoutAccounts(), [croupier]);
  const list = fresh ?? (loaded.status === 'ready' ? loaded.value : undefined);
  const [removing, setRemoving] = useState<string>();
  const [adding, setAdding] = useState(false);
  const update = (next: Accounts) => {
    setFresh(next);
    setRemoving(undefined);
    setAdding(false);
  };
  const full = !!list && list.accounts.length >= list.max;
  return (
    <section className="cr-centre__card" aria-labelledby="cr-security-payout">
      <header className="cr-security__head">
        <h4 id="cr-security-payout">{t('security.payout.title')}</h4>
        {list && (
          <span className="cr-security__count">
            {t('security.payout.count', { count: list.accounts.length, max: list.max })}
          </span>
        )}
      </header>
      <AsyncStates
        state={loaded}
        empty={list?.accounts.length === 0}
        emptyText={t('security.payout.none')}
        className="cr-centre__state"
      >
        <ul className="cr-security__accounts">
          {list?.accounts.map((account) => (
            <li key={account.id} className="cr-security__account">
              <div>
                <strong>{account.kind === 'bank' ? account.bankName : t('cashier.kind.usdt')}</strong>
                <span className="cr-table__code">{account.masked}</span>
                {account.holderName && <small>{account.holderName}</small>}
              </div>
              {removing === account.id ? (
                <RemovePayoutAccount
                  account={account}
                  onRemoved={update}
                  onCancel={() => setRemoving(undefined)}
                />
              ) : (
                <button
                  type="button"
                  className="cr-btn cr-btn--small"
                  aria-label={t('security.payout.removeOne', { account: account.masked })}
                  onClick={() => setRemoving(account.id)}
                >
                  {t('security.payout.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </AsyncStates>
      {!props.hasPaymentPassword ? (
        <p className="cr-centre__state">{t('security.payout.needsPaymentPassword')}</p>
      ) : full ? (
        <p className="cr-centre__state">{t('security.payout.full', { max: list.max })}</p>
      ) : adding ? (
        <PayoutAccountForm onAdded={update} onCancel={() => setAdding(false)} />
      ) : (
        <button type="button" className="cr-btn cr-btn--primary" onClick={() => setAdding(true)}>
          {t('security.payout.add')}
        </button>
      )}
    </section>
  );
}
