import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { BalanceBar } from '@widgets/balance-bar';
import { AuthButtons } from '@widgets/auth';
import '@widgets/balance-bar/balance-bar.css';
import { useAccountActions } from './use-account-actions';
import { MessagesBadge } from './messages-badge';
import './auth-area.css';

/**
 * SPEC §2: free demo / login / register when logged out (the same buttons as the partners' auth
 * widget); balance and account actions when in.
 */
export function AuthArea() {
  const croupier = useCroupier();
  const t = useT();
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const isAgent = useSignal(croupier.state.isAgent);
  const session = useSignal(croupier.state.session);
  const actions = useAccountActions();

  if (!loggedIn) {
    return (
      <div className="auth-area" data-focus-home>
        <AuthButtons freePlayClassName="auth-area__wide" freePlayIcon={<Icon path={icons.gamepad} />} />
      </div>
    );
  }
  return (
    <div className="auth-area auth-area--in" data-focus-home>
      <BalanceBar />
      <button
        type="button"
        className="cr-btn cr-btn--primary auth-area__deposit"
        onClick={() => actions.memberPage('depositv2')}
      >
        <Icon path={icons.download} />
        <span className="auth-area__deposit-label">{t('header.deposit')}</span>
      </button>
      <button
        type="button"
        className="cr-btn cr-btn--ghost auth-area__wide auth-area__withdraw"
        onClick={() => actions.memberPage('withdraw')}
      >
        <Icon path={icons.upload} />
        <span className="auth-area__withdraw-label">{t('header.withdraw')}</span>
      </button>
      {isAgent && (
        <button
          type="button"
          className="cr-icon-btn auth-area__agent"
          data-testid="agent-entry"
          aria-label={t('header.agent')}
          title={t('header.agent')}
          onClick={actions.agentCentre}
        >
          <Icon path={icons.team} />
        </button>
      )}
      <button
        type="button"
        className="cr-icon-btn auth-area__wide"
        aria-label={t('header.bettingRecord')}
        title={t('header.bettingRecord')}
        onClick={() => actions.memberPage('personalHistoryCopy')}
      >
        <Icon path={icons.history} />
      </button>
      {croupier.access.decide('member') === 'allowed' && (
        <MessagesBadge onOpen={() => actions.memberPage('messageV2')} />
      )}
      <button
        type="button"
        className="auth-area__account"
        data-focus-return
        aria-label={t('header.memberCentre', { account: session?.account ?? '' })}
        onClick={() => actions.memberPage()}
      >
        {/* The initial is drawn by CSS, not written as text: a speech user says the visible name,
            and a letter before it would make the button's visible text differ from its name. */}
        <span
          className="auth-area__avatar"
          aria-hidden="true"
          data-initial={(session?.account ?? '?').slice(0, 1).toUpperCase()}
        />
        <span className="auth-area__name">{session?.account}</span>
      </button>
      <button
        type="button"
        className="cr-icon-btn auth-area__wide"
        aria-label={t('header.logout')}
        title={t('header.logout')}
        onClick={actions.confirmLogout}
      >
        <Icon path={icons.logout} />
      </button>
    </div>
  );
}
