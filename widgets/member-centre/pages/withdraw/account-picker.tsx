import { useId } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import { bolt, home } from '@widgets/ui/icons';
import type { WithdrawInfo } from '@sdk/actions/withdrawals';

type Account = WithdrawInfo['accounts'][number];

/** A payout account as the player knows it: its bank (or USDT) and the masked number. */
export function AccountName(props: { account: Account }) {
  const t = useT();
  const { account } = props;
  return (
    <span className="cr-deposit__card-text">
      {account.kind === 'bank' ? account.bankName : t('cashier.kind.usdt')}
      <small className="cr-table__code">{account.masked}</small>
    </span>
  );
}

/** The payout accounts as a radio group drawn as cards, and the way to manage them in My account. */
export function AccountPicker(props: {
  accounts: readonly Account[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  onManage: () => void;
  error?: string;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="cr-deposit__choices" aria-describedby={props.error ? `${name}-error` : undefined}>
      <legend className="cr-field__label">{t('withdraw.form.account')}</legend>
      <div className="cr-deposit__cards">
        {props.accounts.map((account) => (
          <label key={account.id} className="cr-deposit__card">
            <input
              type="radio"
              name={name}
              value={account.id}
              checked={props.selected === account.id}
              onChange={() => props.onSelect(account.id)}
            />
            <Icon path={account.kind === 'bank' ? home : bolt} />
            <AccountName account={account} />
          </label>
        ))}
      </div>
      <button type="button" className="cr-link-btn cr-withdraw__manage" onClick={props.onManage}>
        {t('withdraw.form.manage')}
      </button>
      {props.error && (
        <p id={`${name}-error`} className="cr-field__error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
