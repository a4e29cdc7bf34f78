import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import { balanceText } from '../../sdk/rules/balance';
import { toLocale } from '../../sdk/i18n/languages';

export interface BalanceBarProps {
  /** Show a login button instead of nothing while logged out (for partner pages). */
  loginButton?: boolean;
}

/**
 * The player's balance (SPEC §2): the currency symbol, the amount (a click hides it as ***), and a
 * refresh button that spins while the balance loads.
 */
export function BalanceBar(props: BalanceBarProps) {
  const croupier = useCroupier();
  const t = useT();
  const { state } = croupier;
  const loggedIn = useSignal(state.isLoggedIn);
  const balance = useSignal(state.balance);
  const hidden = useSignal(state.balanceHidden);
  const loading = useSignal(state.balanceLoading);
  const symbol = useSignal(state.currencySymbol);
  const language = useSignal(state.language);

  if (!loggedIn) {
    return props.loginButton ? (
      <button type="button" className="cr-btn cr-btn--primary" onClick={() => croupier.modals.open('login')}>
        {t('header.login')}
      </button>
    ) : null;
  }
  return (
    <div className="cr-balance" role="group" aria-label={t('header.balance')}>
      <button
        type="button"
        className="cr-balance__amount"
        aria-pressed={hidden}
        title={t('header.toggleBalance')}
        onClick={() => croupier.wallet.toggleBalanceHidden()}
      >
        <span className="cr-balance__symbol" aria-hidden="true">
          {symbol}
        </span>
        <span className="cr-visually-hidden">
          {hidden ? t('header.balanceHidden') : `${t('header.balance')} ${symbol}`}
        </span>
        <span className="cr-balance__value" data-testid="balance-value" aria-hidden={hidden}>
          {balanceText(balance?.sumBalance, hidden, toLocale(language))}
        </span>
      </button>
      <button
        type="button"
        className="cr-icon-btn cr-balance__refresh"
        aria-label={t('header.refreshBalance')}
        aria-busy={loading}
        disabled={loading}
        onClick={() => void croupier.wallet.refreshBalance().catch(() => undefined)}
      >
        <Icon path={icons.refresh} className={loading ? 'is-spinning' : undefined} />
      </button>
    </div>
  );
}
