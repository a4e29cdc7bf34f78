import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useCroupier, useT } from '../../../../widgets/ui/croupier-context';
import { useSignal } from '../../../../widgets/ui/use-signal';
import { Icon, type IconName } from '../../../../widgets/ui/icon';
import { navCategories } from '../../../../sdk/rules/vendors';
import type { GameCategory, VendorCard } from '../../../../sdk/contract/entities/game';

/** Route, label and icon of each category of the bottom navigation. */
export const CATEGORY_ROUTES: Record<GameCategory, { path: string; label: string; icon: IconName }> = {
  LOTT: { path: '/lottery', label: 'nav.lottery', icon: 'ticket' },
  ELOTT: { path: '/elott', label: 'nav.elott', icon: 'bolt' },
  LIVE: { path: '/live', label: 'nav.live', icon: 'cards' },
  SPORTS: { path: '/sports', label: 'nav.sports', icon: 'ball' },
  FISH: { path: '/fish', label: 'nav.fish', icon: 'fish' },
  RNG: { path: '/rng', label: 'nav.rng', icon: 'slot' },
  PVP: { path: '/pvp', label: 'nav.pvp', icon: 'spade' },
  ESPORTS: { path: '/esports', label: 'nav.esports', icon: 'gamepad' },
};

/** SPEC §2 bottom navigation: Home, each category with a vendor (with its vendor list), Promotions. */
export function CategoryNav() {
  const croupier = useCroupier();
  const t = useT();
  const lanes = useSignal(croupier.state.vendorLanes);
  const [location] = useLocation();
  const categories = navCategories(lanes ?? []);
  const current = (path: string) => (location.toLowerCase() === path ? 'page' : undefined);
  return (
    <nav className="category-nav" aria-label={t('nav.label')}>
      <ul className="category-nav__list">
        <li>
          <Link href="/" className="category-nav__link" aria-current={current('/')}>
            <Icon name="home" />
            {t('nav.home')}
          </Link>
        </li>
        {categories.map(({ category, vendors }) => (
          <CategoryItem
            key={category}
            category={category}
            vendors={vendors}
            current={current(CATEGORY_ROUTES[category].path)}
          />
        ))}
        <li>
          <Link href="/promotions" className="category-nav__link" aria-current={current('/promotions')}>
            <Icon name="gift" />
            {t('nav.promotions')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** A category link with a disclosure button for its vendor list (WAI-ARIA disclosure navigation). */
function CategoryItem(props: { category: GameCategory; vendors: readonly VendorCard[]; current?: 'page' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const item = useRef<HTMLLIElement>(null);
  const route = CATEGORY_ROUTES[props.category];
  const label = t(route.label);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    <li
      ref={item}
      className={`category-nav__item${open ? ' is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          item.current?.querySelector<HTMLButtonElement>('.category-nav__toggle')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!item.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <Link href={route.path} className="category-nav__link" aria-current={props.current}>
        <Icon name={route.icon} />
        {label}
      </Link>
      <button
        type="button"
        className="category-nav__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.vendorsOf', { category: label })}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="chevronDown" />
      </button>
      <ul id={menuId} className="category-nav__menu" hidden={!open}>
        {props.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link
              href={`${route.path}?vendor=${encodeURIComponent(vendor.vassalage)}`}
              className="category-nav__vendor"
              onClick={() => setOpen(false)}
            >
              <span>{vendor.displayName}</span>
              {vendor.isHot === 1 && (
                <span className="category-nav__hot" title={t('nav.hot')}>
                  <Icon name="fire" />
                  <span className="cr-visually-hidden">{t('nav.hot')}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
