import { Link, useLocation } from 'wouter';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { useAccountActions } from './header/use-account-actions';
import './tab-bar.css';

const LINKS = [
  { href: '/', label: 'nav.home', icon: icons.home },
  { href: '/rng', label: 'nav.games', icon: icons.gamepad },
  { href: '/promotions', label: 'nav.promotionsShort', icon: icons.gift },
] as const;

/**
 * On a phone, the five places a player goes most, one tap away at the bottom of the screen: home,
 * the games, the promotions, a deposit and the account (a guest pressing the last two is asked to
 * log in first, as everywhere). Hidden on wider screens, where the header holds them.
 */
export function TabBar() {
  const t = useT();
  const [path] = useLocation();
  const actions = useAccountActions();
  return (
    <nav className="tab-bar" aria-label={t('nav.tabBar')}>
      {LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className="tab-bar__item"
          aria-current={path === link.href ? 'page' : undefined}
        >
          <Icon path={link.icon} />
          <span>{t(link.label)}</span>
        </Link>
      ))}
      <button type="button" className="tab-bar__item" onClick={() => actions.memberPage('depositv2')}>
        <Icon path={icons.wallet} />
        <span>{t('header.deposit')}</span>
      </button>
      <button type="button" className="tab-bar__item" onClick={() => actions.memberPage()}>
        <Icon path={icons.user} />
        <span>{t('header.accountMenu')}</span>
      </button>
    </nav>
  );
}
