import { Link, useLocation } from 'wouter';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import './side-menu.css';

/** Pages the side menu and the mobile drawer link to. */
export const SIDE_LINKS: readonly { path: string; label: string; icon: string }[] = [
  { path: '/live', label: 'nav.live', icon: icons.cards },
  { path: '/sports', label: 'nav.sports', icon: icons.ball },
  { path: '/rng', label: 'nav.rng', icon: icons.slot },
  { path: '/fish', label: 'nav.fish', icon: icons.fish },
  { path: '/pvp', label: 'nav.pvp', icon: icons.spade },
  { path: '/lottery', label: 'nav.lottery', icon: icons.ticket },
  { path: '/promotions', label: 'nav.promotions', icon: icons.gift },
  { path: '/vip', label: 'nav.vip', icon: icons.crown },
  { path: '/pointMall', label: 'nav.pointMall', icon: icons.star },
  { path: '/down', label: 'nav.download', icon: icons.phone },
  { path: '/join', label: 'nav.join', icon: icons.team },
  { path: '/help', label: 'nav.help', icon: icons.help },
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
              <Icon path={link.icon} />
            </span>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
