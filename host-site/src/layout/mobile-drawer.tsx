import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { Modal } from '@widgets/ui/modal';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { LanguagePicker } from '@widgets/language-picker';
import { SideMenu } from './side-menu';
import { RightBar } from './right-bar';
import { Clock } from './header/clock';
import { ThemeToggle } from './header/theme-toggle';
import { useAccountActions } from './header/use-account-actions';
import { FLAGS } from '@sdk/rules/whitelabel';
import './mobile-drawer.css';

/** On phones the header's tools and the side menu live in this drawer. */
export function MobileDrawer(props: { onClose: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const isAgent = useSignal(croupier.state.isAgent);
  const session = useSignal(croupier.state.session);
  const flags = useSignal(croupier.state.flags);
  const actions = useAccountActions();
  const run = (action: () => void) => () => {
    props.onClose();
    action();
  };
  return (
    <Modal name="menu" title={t('nav.sideLabel')} onClose={props.onClose}>
      <div className="drawer__tools">
        <Clock />
        <ThemeToggle />
        <LanguagePicker />
      </div>
      {!loggedIn && flags[FLAGS.freePlay] && (
        <button
          type="button"
          className="cr-btn cr-btn--ghost cr-btn--block drawer__free"
          onClick={run(actions.freePlay)}
        >
          <Icon path={icons.gamepad} />
          {t('header.freeDemo')}
        </button>
      )}
      {loggedIn && (
        <div className="drawer__account">
          <button
            type="button"
            className="cr-btn cr-btn--ghost cr-btn--block"
            onClick={run(() => actions.memberPage())}
          >
            <Icon path={icons.user} />
            {session?.account}
          </button>
          <div className="drawer__grid">
            <button
              type="button"
              className="cr-btn cr-btn--primary"
              onClick={run(() => actions.memberPage('depositv2'))}
            >
              {t('header.deposit')}
            </button>
            <button
              type="button"
              className="cr-btn cr-btn--ghost"
              onClick={run(() => actions.memberPage('withdraw'))}
            >
              {t('header.withdraw')}
            </button>
            <button
              type="button"
              className="cr-btn cr-btn--ghost"
              onClick={run(() => actions.memberPage('personalHistoryCopy'))}
            >
              {t('header.bettingRecord')}
            </button>
            {isAgent && (
              <button type="button" className="cr-btn cr-btn--accent" onClick={run(actions.agentCentre)}>
                {t('header.agent')}
              </button>
            )}
          </div>
        </div>
      )}
      <nav aria-label={t('nav.sideLabel')}>
        <SideMenu onNavigate={props.onClose} />
      </nav>
      <RightBar variant="drawer" onAction={props.onClose} />
      {loggedIn && (
        <button
          type="button"
          className="cr-btn cr-btn--ghost cr-btn--block drawer__logout"
          onClick={run(actions.confirmLogout)}
        >
          <Icon path={icons.logout} />
          {t('header.logout')}
        </button>
      )}
    </Modal>
  );
}
