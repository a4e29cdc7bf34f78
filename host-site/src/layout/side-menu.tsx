import { Link, useLocation } from 'wouter';
import { useT } from '../../../widgets/ui/croupier-context';
import { Icon, type IconName } from '../../../widgets/ui/icon';
import './side-menu.css';

/** Pages the side menu and the mobile drawer link to. */
export const SIDE_LINKS: readonly { path: string; label: string; icon: IconName }[] = [
  { path: '/live', label: 'nav.live', icon: 'cards' },
  { path: '/sports', label: 'nav.sports', icon: 'ball' },
  { path: '/rng', label: 'nav.rng', icon: 'slot' },
  { path: '/fish', label: 'nav.fish', icon: 'fish' },
  { path: '/pvp', label: 'nav.pvp', icon: 'spade' },
  { path: '/lottery', label: 'nav.lottery', icon: 'ticket' },
  { path: '/promotions', label: 'nav.promotions', icon: 'gift' },
  { path: '/vip', label: 'nav.vip', icon: 'crown' },
  { path: '/pointMall', label: 'nav.pointMall', icon: 'star' },
  { path: '/down', label: 'nav.download', icon: 'phone' },
  { path: '/join', label: 'nav.join', icon: 'team' },
  { path: '/help', label: 'nav.help', icon: 'help' },
];

/** SPEC §2: the home page's side menu. */
export function SideMenu(props: { onNavigate?: () => void }) {
  const t = useT();
  const [location] = useLocation();
  return (
    <ul className="side-menu">
      {SIDE_LINKS.map((link) => (
        <li key={link.path}>
          <Link
            href={link.path}
            className="side-menu__link"
            aria-current={location.toLowerCase() === link.path.toLowerCase() ? 'page' : undefined}
            onClick={props.onNavigate}
          >
            <span className="side-menu__icon" aria-hidden="true">
              <Icon name={link.icon} />
            </span>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
